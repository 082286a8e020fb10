import { Fragment } from 'react';

/** A sentence that holds a folio, with the folio kept on one line (never "SOL-2026-" / "000001"). */
export function FolioText({ text, folio }: { text: string; folio: string }) {
  const parts = text.split(folio);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <span style={{ whiteSpace: 'nowrap' }}>{folio}</span> : null}
        </Fragment>
      ))}
    </>
  );
}
