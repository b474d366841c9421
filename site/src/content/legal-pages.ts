import { EXTERNAL_LINKS } from "../external-links";
import type { Article } from "./article";

/**
 * The legal pages of the footer (source spec §2): legal aspects, the privacy
 * policy (LGPD, Lei 13.709/2018) and the terms of use. Written by the project
 * for the reference site; a deployment replaces them with its lawyers' text.
 */

export const LEGAL_ASPECTS: Article = {
  lead: "As informações deste site valem para o Brasil e podem mudar sem aviso. Antes de fechar negócio, confirme preços, versões e condições na concessionária.",
  sections: [
    {
      heading: "Preços e ofertas",
      paragraphs: [
        "Os preços são públicos sugeridos, em reais, para pagamento à vista, com pintura sólida e frete incluso, e não incluem acessórios, seguro ou emplacamento. Cada oferta tem o seu próprio texto legal, com o prazo de validade e as condições de crédito.",
        "Ofertas não são cumulativas, salvo quando o texto legal disser o contrário, e valem enquanto durarem os estoques da rede.",
      ],
      links: [{ label: "Ver as ofertas do mês", to: "/ofertas" }],
    },
    {
      heading: "Imagens e equipamentos",
      paragraphs: [
        "As imagens do site são ilustrações. Equipamentos, cores e acabamentos variam por versão e ano-modelo; a ficha de cada versão está na página do modelo.",
      ],
    },
    {
      heading: "Garantia de fábrica",
      paragraphs: [
        "Os veículos Mitsubishi novos têm 5 anos de garantia de fábrica, sem limite de quilometragem para uso particular, desde que as revisões programadas sejam feitas na rede autorizada nos prazos do manual.",
      ],
      links: [{ label: "Conhecer o MIT Revisão Programada", to: "/mit-revisao-programada" }],
    },
    {
      heading: "Marcas e conteúdo",
      paragraphs: [
        "Mitsubishi, os três diamantes e os nomes dos modelos são marcas registradas. Textos, desenhos e logotipos do site não podem ser reproduzidos sem autorização.",
      ],
    },
  ],
  callsToAction: [{ label: "Fale conosco", to: "/fale-conosco" }],
};

export const PRIVACY_POLICY: Article = {
  lead: "Esta política explica quais dados pessoais a Mitsubishi Motors trata quando você usa o site, por que, por quanto tempo e como você exerce os seus direitos, conforme a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018).",
  sections: [
    {
      heading: "Quais dados tratamos",
      list: [
        "Os dados que você informa nos formulários de cotação, test drive, cadastro VIP e contato: nome, e-mail, telefone celular, estado, cidade e o modelo de interesse.",
        "A cidade que você escolhe no site, guardada no seu próprio navegador.",
        "Dados de navegação: páginas visitadas, a campanha que trouxe você ao site e um identificador aleatório do navegador, sem o seu nome.",
      ],
    },
    {
      heading: "Por que tratamos",
      list: [
        "Para responder ao que você pediu: a concessionária escolhida entra em contato com a cotação ou para agendar o test drive (execução de procedimentos preliminares a um contrato).",
        "Para medir e melhorar o site e as campanhas, somente com a sua autorização nas preferências de cookies (consentimento).",
        "Para cumprir obrigações legais e nos defender em processos (obrigação legal e exercício regular de direitos).",
      ],
    },
    {
      heading: "Com quem compartilhamos",
      paragraphs: [
        "Com a concessionária Mitsubishi que vai atender você e com os fornecedores que mantêm o site e os nossos sistemas, sob contrato e apenas para essas finalidades. Não vendemos dados pessoais.",
      ],
    },
    {
      heading: "Por quanto tempo guardamos",
      paragraphs: [
        "Os dados de um pedido ficam guardados por até 5 anos após o último contato, salvo quando a lei exigir prazo maior. Os dados de navegação ficam por até 14 meses.",
      ],
    },
    {
      heading: "Os seus direitos",
      list: [
        "Confirmar se tratamos os seus dados e ter acesso a eles.",
        "Corrigir dados incompletos, inexatos ou desatualizados.",
        "Pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários.",
        "Pedir a portabilidade dos dados a outro fornecedor.",
        "Revogar o consentimento a qualquer momento, inclusive nas preferências de cookies do rodapé.",
        "Saber com quem compartilhamos os seus dados.",
      ],
      paragraphs: ["Para exercer qualquer um desses direitos, use o canal de privacidade: respondemos em até 15 dias."],
      links: [{ label: "Abrir o canal de privacidade", to: EXTERNAL_LINKS.privacyChannel }],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "Os cookies necessários fazem o site funcionar. Os de análise e de marketing só são usados se você autorizar, e você pode mudar a escolha quando quiser em “Preferências de cookies”, no rodapé de todas as páginas.",
      ],
    },
    {
      heading: "Encarregado de dados",
      paragraphs: [
        "O encarregado pelo tratamento de dados pessoais (DPO) da Mitsubishi Motors recebe solicitações pelo canal de privacidade.",
      ],
    },
  ],
  callsToAction: [{ label: "Abrir o canal de privacidade", to: EXTERNAL_LINKS.privacyChannel }],
};

export const TERMS_OF_USE: Article = {
  lead: "Ao usar o site da Mitsubishi Motors no Brasil você concorda com estes termos. Leia também a política de privacidade.",
  sections: [
    {
      heading: "O que o site oferece",
      paragraphs: [
        "Informações sobre os modelos, ofertas e serviços Mitsubishi, e pedidos de cotação, test drive e contato, que são encaminhados à concessionária que você escolher. O site não vende veículos: a compra é feita na concessionária.",
      ],
    },
    {
      heading: "O seu uso",
      list: [
        "Informe dados verdadeiros e seus nos formulários.",
        "Não use o site para enviar conteúdo ilegal, ofensivo ou em nome de outra pessoa.",
        "Não tente acessar áreas restritas, sobrecarregar o site ou copiar o seu conteúdo de forma automatizada.",
      ],
    },
    {
      heading: "Área do cliente",
      paragraphs: [
        "A área do cliente fica em outro site, com os seus próprios termos e login. Este site não pede senha nem cria conta.",
      ],
    },
    {
      heading: "Responsabilidades",
      paragraphs: [
        "Trabalhamos para manter as informações corretas e o site no ar, mas preços, disponibilidade e condições são confirmados pela concessionária. Links para outros sites são oferecidos por conveniência.",
      ],
    },
    {
      heading: "Lei e foro",
      paragraphs: [
        "Estes termos seguem a lei brasileira, inclusive o Código de Defesa do Consumidor e o Marco Civil da Internet. Dúvidas podem ser enviadas pelo Fale conosco.",
      ],
      links: [
        { label: "Política de privacidade", to: "/privacidade" },
        { label: "Aspectos legais", to: "/aspectos-legais" },
      ],
    },
  ],
  callsToAction: [{ label: "Fale conosco", to: "/fale-conosco" }],
};
