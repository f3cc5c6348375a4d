# «Poner Peoncito en las tabletas»: la pantalla del profesor con el código QR
# de la dirección y cómo cada tableta guarda Peoncito para jugar sin red.

title = Poner Peoncito en las tabletas
scan-it = Escanea este código con la cámara de cada tableta, o escribe la dirección de abajo en su navegador.
code-label = Código QR de la dirección de Peoncito

## Lo que la dirección significa para las tabletas que la abren.

address-good = Las tabletas abren esta dirección y guardan Peoncito para jugar sin red.
address-this-computer-only = Esta dirección solo funciona en este ordenador: una tableta no la puede abrir. Abre Peoncito aquí con la dirección a la que llegan las tabletas (la guía de instalación, docs/install.md, dice cómo).
address-not-secure = Las tabletas pueden jugar con esta dirección, pero no guardan copia para usar sin red: empieza por http://. Para eso, pon Peoncito en una dirección https:// (la guía de instalación, docs/install.md, dice cómo).
address-not-web = Esta página no se abrió desde una dirección web: las tabletas no la pueden abrir. Pon Peoncito en un servidor web (la guía de instalación, docs/install.md, dice cómo).

## Cada tipo de tableta, paso a paso.

android-title = Tableta Android (Chrome)
android-open = Abre la dirección en Chrome: apunta la cámara al código y toca el enlace.
android-add = Toca el menú ⋮ arriba a la derecha y luego «Añadir a pantalla de inicio» (o «Instalar aplicación»).
ipad-title = iPad (Safari)
ipad-open = Abre la dirección en Safari: apunta la cámara al código y toca el enlace.
ipad-add = Toca Compartir (el cuadrado con una flecha) y luego «Añadir a pantalla de inicio».
then-once = Después abre Peoncito una vez desde la pantalla de inicio con la red encendida: desde entonces se abre y se juega sin red.
no-code = Esta dirección es demasiado larga para un código: escríbela.
