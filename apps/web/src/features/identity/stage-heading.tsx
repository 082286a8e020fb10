import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/** A stage's title, focused as the stage appears: the button that led here is gone, and a
 * keyboard or screen-reader user would otherwise be left on the page's body. */
export function StageHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Typography ref={ref} tabIndex={-1} variant="h4" component="h1" sx={{ outline: 'none' }}>
      {children}
    </Typography>
  );
}
