export function Component() {
  return <main>TODO terms</main>;
}
