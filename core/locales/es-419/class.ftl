# Lo que cambia en el español de Latinoamérica. Lo demás es el de
# `es/class.ftl`.

game-against-computer = { $result } contra la computadora (nivel { $level })
