// Temporary: replaced by the DocSearch dialog (search issue).
export default function SearchDialog({ onClose }: { initialQuery: string; onClose: () => void }) {
  return (
    <div role="dialog" aria-modal="true">
      <button type="button" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
