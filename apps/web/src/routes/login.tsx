export function Component() {
  return <main>TODO login</main>;
}
