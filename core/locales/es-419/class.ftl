# Lo que cambia en el español de Latinoamérica: «dispositivo», «computadora»,
# «escuela», y lo que acaba de pasar en pretérito («se guardó»). Lo demás es
# el de `es/class.ftl`.

classes = Clases en este dispositivo
saved = Se guardó la clase.
saved-told-apart = Se guardó la clase. Algunos alumnos tenían el mismo nombre y ahora se distinguen así: { $names }. Si prefieres otros nombres, cámbialos en la lista y guarda otra vez.
too-many-changes = Esta clase no admite más cambios: otro dispositivo le mandó números imposibles. Todavía puedes borrar alumnos y clases.
not-saved = No se guardó: { $why }. Lo que ves aquí se pierde al cerrar la página. Guarda el archivo de la clase para no perderlo.

## Las estrellas de cada alumno y las reglas que aún confunde.

nothing-to-teach = Ningún alumno confundió una regla en las dos últimas semanas.

## Compartir la clase entre tabletas: un archivo o códigos QR.

merged = Se juntó el archivo: { $pupils } { $pupils ->
    [one] alumno
   *[other] alumnos
} y { $events } { $events ->
    [one] dato
   *[other] datos
} nuevos.
merged-changes = Se juntó el archivo: { $changes } { $changes ->
    [one] cambio
   *[other] cambios
} en clases o alumnos (nombres, grupos o borrados).
file-damaged = Ese archivo está dañado. No se cambió nada.
stored-book-newer = La clase guardada en este dispositivo es de un Peoncito más nuevo. Actualiza esta tableta para abrirla; si guardas otra clase, se guarda aparte sin tocarla.
stored-book-damaged = La clase guardada en este dispositivo está dañada y no se puede leer. Si guardas otra clase, se guarda aparte sin tocarla.
codes-hint = Códigos QR del archivo de la clase: léelos con la cámara del dispositivo del profesor.
code-read-badly = Un código se leyó mal y no se guardó. Sigue: se leerá otra vez.
no-code-seen = No se vio ningún código en esa foto.
show-code-again = El código { $at } de { $of } no se leyó bien: muéstralo otra vez a la cámara. Los códigos ya leídos se guardan.

## Borrar a un alumno.

removed-waiting = Borrado en este dispositivo: { $names }. En el servidor de la escuela, se borra ({ $documents ->
    [one] { $documents } documento
   *[other] { $documents } documentos
} con su nombre) cuando este dispositivo se conecte a él.
removed-removed = Borrado también en el servidor de la escuela: { $names }. Se quitó todo lo que tenía su nombre ({ $documents ->
    [one] { $documents } documento
   *[other] { $documents } documentos
}) y sus versiones anteriores.
removed-earlier-kept = Borrado en el servidor de la escuela: { $names }. Se quitó todo lo que tenía su nombre ({ $documents ->
    [one] { $documents } documento
   *[other] { $documents } documentos
}). El servidor todavía guarda versiones anteriores hasta que su administrador compacte la base de datos (lo explica la guía).

## Las notas antiguas, resumidas en los totales de cada alumno.

old-notes-hint = Si el dispositivo se llena: los movimientos que Peoncito no dejó hacer, las jugadas ilegales contadas y las llamadas al profesor de hace más de cuatro semanas se quedan solo como números en los totales de cada alumno, y de las estrellas repetidas queda la mejor. Esta pantalla muestra lo mismo, y las partidas se quedan.

## Las partidas de un alumno.

game-against-computer = { $result } contra la computadora (nivel { $level })
