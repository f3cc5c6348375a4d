# «Colocar o Peoncito nos tablets»: a tela do professor com o código QR do
# endereço, e como cada tablet guarda o Peoncito para jogar sem internet.

title = Colocar o Peoncito nos tablets
scan-it = Escaneie este código com a câmera de cada tablet, ou digite o endereço abaixo no navegador dele.
code-label = Código QR do endereço do Peoncito

## O que o endereço quer dizer para os tablets que o abrem.

address-good = Os tablets abrem este endereço e guardam o Peoncito, para jogar sem internet.
address-this-computer-only = Este endereço só funciona neste computador: um tablet não consegue abri-lo. Abra o Peoncito aqui no endereço que os tablets alcançam (o guia de instalação, docs/install.md, explica como).
address-not-secure = Os tablets podem jogar neste endereço, mas não guardam nenhuma cópia para usar sem internet: ele começa com http://. Coloque o Peoncito num endereço https:// para isso (o guia de instalação, docs/install.md, explica como).
address-not-web = Esta página não foi aberta de um endereço da web: os tablets não conseguem abri-la. Coloque o Peoncito num servidor web (o guia de instalação, docs/install.md, explica como).

## Cada tipo de tablet, passo a passo.

android-title = Tablet Android (Chrome)
android-open = Abra o endereço no Chrome: aponte a câmera para o código e toque no link.
android-add = Toque no menu ⋮ no canto superior direito e depois em «Adicionar à tela inicial» (ou «Instalar app»).
ipad-title = iPad (Safari)
ipad-open = Abra o endereço no Safari: aponte a câmera para o código e toque no link.
ipad-add = Toque em Compartilhar (o quadrado com uma seta) e depois em «Adicionar à Tela de Início».
then-once = Depois abra o Peoncito uma vez pela tela inicial com a internet ligada: a partir daí ele abre e joga sem internet.
no-code = Este endereço é longo demais para um código: digite-o.
