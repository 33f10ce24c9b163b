export function Component() {
  return <main>TODO signup</main>;
}
