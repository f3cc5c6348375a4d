# Lo que cambia en el español de Latinoamérica. Lo demás es el de
# `es/common.ftl`.

# El nombre del idioma en sí mismo, para que cada niño encuentre el suyo.
language-name = Español (Latinoamérica)
