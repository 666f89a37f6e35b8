// Stand-in until web engineer B's walkthrough lands (src/views/walkthrough/Walkthrough.tsx).
export function Walkthrough() {
  return null;
}
