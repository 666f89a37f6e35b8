// Stand-in until web engineer B's History lands (src/views/history/HistoryView.tsx).
export function HistoryView() {
  return (
    <main className="p-4">
      <h1 className="text-xl font-semibold">History</h1>
    </main>
  );
}
export default HistoryView;
