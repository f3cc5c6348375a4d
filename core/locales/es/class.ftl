# Las pantallas de la clase (en las del profesor): las clases del aparato,
# las estrellas, reglas y partidas de cada alumno, compartir entre tabletas,
# los informes impresos y las felicitaciones en la pared.

title = La clase
classes = Clases en este aparato
new-class = Clase nueva
class-name-label = Nombre de la clase
list-label = Alumnos, uno por línea (nombre; grupo)
list-hint = Solo el nombre de pila. Cada alumno recibe un dibujo para encontrarse sin leer.
save = Guardar la clase
delete-class = Borrar la clase
confirm-delete = ¿Borrar la clase y todo lo de sus alumnos? No se puede deshacer.
saved = Se ha guardado la clase.
saved-told-apart = Se ha guardado la clase. Algunos alumnos tenían el mismo nombre y ahora se distinguen así: { $names }. Si prefieres otros nombres, cámbialos en la lista y guarda otra vez.
no-class-name = Escribe el nombre de la clase.
no-pupils = Escribe al menos un alumno.
too-many-changes = Esta clase no admite más cambios: otro aparato le mandó números imposibles. Aún puedes borrar alumnos y clases.
not-saved = No se ha guardado: { $why }. Lo que ves aquí se pierde al cerrar la página. Guarda el archivo de la clase para no perderlo.

## Las estrellas de cada alumno y las reglas que aún confunde.

stars-title = Estrellas en cada lección
pupil-column = Alumno
stage-stars = { $got } de { $of }
rules-title = Lo que { $name } aún confunde (dos semanas)
no-rules-broken = Nada en las dos últimas semanas.
rule-count = { $reason }: { $count ->
    [one] { $count } vez
   *[other] { $count } veces
} ({ $trend })
trend-fewer = menos que antes
trend-same = como antes
trend-more = más que antes
what-to-teach = Qué enseñar ahora
pupils-break-it = { $reason }: { $pupils ->
    [one] { $pupils } alumno
   *[other] { $pupils } alumnos
}
project-lesson = Proyectar la lección
nothing-to-teach = Ningún alumno ha confundido una regla en las dos últimas semanas.

## Compartir la clase entre tabletas: un archivo o códigos QR.

share-title = Entre tabletas
export = Guardar el archivo de la clase
import-label = Juntar el archivo de otra tableta
merged = Se ha juntado el archivo: { $pupils } { $pupils ->
    [one] alumno
   *[other] alumnos
} y { $events } { $events ->
    [one] dato
   *[other] datos
} nuevos.
merged-changes = Se ha juntado el archivo: { $changes } { $changes ->
    [one] cambio
   *[other] cambios
} en clases o alumnos (nombres, grupos o borrados).
nothing-new = Ya estaba todo: no había nada nuevo.
file-not-a-class-file = Ese archivo no es de una clase de Peoncito.
file-newer = Ese archivo es de un Peoncito más nuevo. Actualiza esta tableta.
file-damaged = Ese archivo está dañado. No se ha cambiado nada.
stored-book-newer = La clase guardada en este aparato es de un Peoncito más nuevo. Actualiza esta tableta para abrirla; si guardas otra clase, se guarda aparte sin tocarla.
stored-book-damaged = La clase guardada en este aparato está dañada y no se puede leer. Si guardas otra clase, se guarda aparte sin tocarla.
show-codes = Mostrar el archivo en códigos QR
codes-hint = Códigos QR del archivo de la clase: léelos con la cámara del aparato del profesor.
code-of = Código { $at } de { $of }
previous-code = Código anterior
next-code = Código siguiente
pause-codes = Parar los códigos
hide-codes = Ocultar los códigos
too-big-for-codes = El archivo es demasiado grande para códigos QR. Guárdalo como archivo.
read-codes = Leer los códigos de otra tableta con la cámara
stop-camera = Apagar la cámara
code-photos = O elegir fotos de los códigos
codes-read = Leídos { $have } de { $of } códigos.
codes-damaged = Un código estaba dañado. Léelos otra vez desde el principio.
code-read-badly = Un código se ha leído mal y no se ha guardado. Sigue: se leerá otra vez.
show-code-again = El código { $at } de { $of } no se ha leído bien: muéstralo otra vez a la cámara. Los códigos ya leídos se guardan.
not-class-codes = Ese código no es del archivo de una clase.
no-code-seen = No se ha visto ningún código en esa foto.
no-camera = No se puede usar la cámara. Elige fotos de los códigos.

## Borrar a un alumno.

delete-pupil = Borrar a { $name }
confirm-delete-pupil = ¿Borrar a este alumno y todo lo suyo? No se puede deshacer.
removed-waiting = Borrado en este aparato: { $names }. En el servidor del colegio, se borra ({ $documents ->
    [one] { $documents } documento
   *[other] { $documents } documentos
} con su nombre) cuando este aparato llegue a él.
removed-removed = Borrado también en el servidor del colegio: { $names }. Se ha quitado todo lo que tenía su nombre ({ $documents ->
    [one] { $documents } documento
   *[other] { $documents } documentos
}) y sus versiones anteriores.
removed-earlier-kept = Borrado en el servidor del colegio: { $names }. Se ha quitado todo lo que tenía su nombre ({ $documents ->
    [one] { $documents } documento
   *[other] { $documents } documentos
}). El servidor guarda aún versiones anteriores hasta que su administrador compacte la base de datos (lo explica la guía).

## Las notas antiguas, resumidas en los totales de cada alumno.

old-notes-title = Notas antiguas
old-notes-hint = Si el aparato se llena: los movimientos que Peoncito no dejó hacer, las jugadas ilegales contadas y las llamadas al profesor de hace más de cuatro semanas se quedan solo como números en los totales de cada alumno, y de las estrellas repetidas queda la mejor. Esta pantalla enseña lo mismo, y las partidas se quedan.
fold-notes = Resumir las notas de hace más de cuatro semanas
folded = { $notes ->
    [0] No había notas antiguas que resumir.
    [one] Resumida: { $notes } nota es ahora un número en los totales.
   *[other] Resumidas: { $notes } notas son ahora números en los totales de los alumnos.
}
folded-totals = Antes del { $before }: { $counts }.
folded-refused = { $count ->
    [one] { $count } movimiento que no valía
   *[other] { $count } movimientos que no valían
}
folded-illegal-moves = { $count ->
    [one] { $count } jugada ilegal contada
   *[other] { $count } jugadas ilegales contadas
}
folded-calls = { $count ->
    [one] { $count } llamada al profesor
   *[other] { $count } llamadas al profesor
}

## Las partidas de un alumno.

games-title = Partidas
no-games = Todavía no ha terminado ninguna partida.
outcome-won = Ganada
outcome-drawn = Tablas
outcome-lost = Perdida
outcome-unfinished = Sin terminar
game-against-classmate = { $result } contra { $name }
game-against-computer = { $result } contra el ordenador (nivel { $level })
game-against-former-classmate = { $result } contra un antiguo compañero
game-against-guest = { $result } contra un invitado
open-game = Verla en el tablero

## La pared, la lista y los informes impresos.

show-on-wall = Proyectar las estrellas de la clase
leave-wall = Dejar de proyectar
pupil-summary = { $rules } { $rules ->
    [one] regla por repasar
   *[other] reglas por repasar
} · { $games } { $games ->
    [one] partida
   *[other] partidas
}
class-report = Imprimir el informe de la clase
pupil-report = Imprimir su informe
report-title = { $class } · { $day }
can-do = Ya sabe (todas las estrellas)
nothing-finished = Aún ninguna lección con todas las estrellas.
print = Imprimir
back-to-class = Volver a la clase
praise = { $stars } { $stars ->
    [one] estrella
   *[other] estrellas
} · { $lessons } { $lessons ->
    [one] lección terminada
   *[other] lecciones terminadas
}
