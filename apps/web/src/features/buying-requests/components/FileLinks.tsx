import type { InquiryAttachment } from '@wbn/contracts';

/** A request's or a quote's files: each a signed link that opens it in a new tab. */
export function FileLinks({ files }: { files: readonly InquiryAttachment[] }) {
  if (files.length === 0) return <span aria-hidden="true">—</span>;
  return (
    <ul className="wbn-rfq__files">
      {files.map((f) => (
        <li key={f.url}>
          <a href={f.url} target="_blank" rel="noreferrer">
            {f.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
