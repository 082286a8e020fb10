import Box from '@mui/material/Box';
import { useChatWidget } from '../help/use-chat-widget.js';
import { AuthHeader, FormColumn } from './auth-parts.js';

// docs/product-spec.md §2: a centred single column of at most 400 px.
function CentredColumn() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', px: 2, py: 3 }}>
      <AuthHeader />
      <FormColumn maxWidth={400} />
    </Box>
  );
}

// The centred sign-in screens: like the split one, with the help launcher (docs/product-spec.md §4).
export function SimpleLayout() {
  useChatWidget(true, null);
  return <CentredColumn />;
}

// The customer's identity page: no help chat, which is for promoters (and would tell a third party
// the customer's link).
export function CustomerLayout() {
  return <CentredColumn />;
}
