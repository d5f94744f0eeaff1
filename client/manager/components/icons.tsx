/** Small line icons for the row actions (their buttons carry the accessible names). */
const Svg = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

export const EditIcon = () => <Svg d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />;
export const CloneIcon = () => <Svg d="M9 9h11v11H9zM5 15H4V4h11v1" />;
export const PreviewIcon = () => <Svg d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />;
export const DeleteIcon = () => <Svg d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />;
