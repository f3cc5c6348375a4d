# Lo que cambia en el español de Latinoamérica. Lo demás es el de
# `es/common.ftl`.

# El nombre del idioma en sí mismo, para que cada niño encuentre el suyo.
language-name = Español (Latinoamérica)

## Por qué el dispositivo no guardó algo, como frase: «No se guardó: …».

store-full = la memoria de este dispositivo está llena

## El nombre corto de una regla que un niño no cumplió.

reason-clock-not-pressed = antes de presionar el reloj
