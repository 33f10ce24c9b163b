export function Component() {
  return <main>TODO event-details</main>;
}
