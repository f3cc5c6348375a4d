# Lo que cambia en el español de Latinoamérica («ustedes»). Lo demás es el
# de `es/tournament.ftl`.

tie-break-meaning-sonneborn-berger = los puntos de cada rival al que ganaste, y la mitad si empataron (Sonneborn-Berger)
tie-break-meaning-direct-encounter = el puesto entre los empatados según las partidas que jugaron entre ustedes
stopped-title = ¡Alto! Escuchen al árbitro
