export function Component() {
  return <main>TODO privacy</main>;
}
