export function Component() {
  return <main>TODO not-found</main>;
}
