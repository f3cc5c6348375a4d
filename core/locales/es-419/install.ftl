# Lo que cambia en el español de Latinoamérica: «computadora», «agregar»,
# «enfoca el código». Lo demás es el de `es/install.ftl`.

address-this-computer-only = Esta dirección solo funciona en esta computadora: una tableta no la puede abrir. Abre Peoncito aquí con la dirección a la que llegan las tabletas (la guía de instalación, docs/install.md, dice cómo).

## Cada tipo de tableta, paso a paso.

android-open = Abre la dirección en Chrome: enfoca el código con la cámara y toca el enlace.
android-add = Toca el menú ⋮ arriba a la derecha y luego «Agregar a la pantalla principal» (o «Instalar aplicación»).
ipad-open = Abre la dirección en Safari: enfoca el código con la cámara y toca el enlace.
ipad-add = Toca Compartir (el cuadrado con una flecha) y luego «Agregar a pantalla de inicio».
