export function Component() {
  return <main>TODO contact</main>;
}
