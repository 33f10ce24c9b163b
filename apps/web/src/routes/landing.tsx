export function Component() {
  return <main>TODO landing</main>;
}
