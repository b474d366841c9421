import type { HeadFC } from "gatsby";

const FloorPage = () => (
  <main>
    <h1>Olá</h1>
    <p>Uma página Gatsby mínima, o piso do framework.</p>
  </main>
);

export default FloorPage;

export const Head: HeadFC = () => (
  <>
    <html lang="pt-BR" />
    <title>Piso do framework</title>
    <meta name="description" content="Uma página Gatsby mínima para medir o piso do framework." />
  </>
);
