export function Component() {
  return <main>TODO my-tickets</main>;
}
