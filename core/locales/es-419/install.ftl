# Lo que cambia en el español de Latinoamérica. Lo demás es el de
# `es/install.ftl`.

address-this-computer-only = Esta dirección solo funciona en esta computadora: una tableta no la puede abrir. Abre Peoncito aquí con la dirección a la que llegan las tabletas (la guía de instalación, docs/install.md, dice cómo).
