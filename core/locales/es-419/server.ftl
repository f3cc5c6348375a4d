# Lo que cambia en el español de Latinoamérica: «escuela», «dispositivo»,
# «en vivo», «toca», «anota». Lo demás es el de `es/server.ftl`.

title = Servidor de la escuela
intro = Es opcional. Con un servidor CouchDB en la red de la escuela, las tabletas que lo usan comparten la clase: los alumnos, sus estrellas y las reglas que aún confunden. No se envía nada hasta que te conectas.

## Lo que el dispositivo guarda de la contraseña (nunca se muestra).

kept-nothing = Se guarda solo en este dispositivo.
kept-password = Hay una contraseña guardada en este dispositivo (no se muestra). Déjalo vacío para seguir usándola, o escribe otra para cambiarla.
kept-session = El servidor abrió una sesión para este dispositivo: la contraseña no se guarda. Si el servidor la cierra, escríbela otra vez.

## El muro con los tableros de las otras tabletas, en vivo.

wall-title = Los tableros de la clase, en vivo

## Qué tableros muestra el muro, y los resultados de un árbitro.

arbiter-note = Toca el resultado de cada mesa: llega al dispositivo del torneo, que lo anota.

## La conexión del dispositivo con el servidor.

state-off = Servidor de la escuela: sin usar.
state-connecting = Servidor de la escuela: conectando…
state-live = Servidor de la escuela: conectado.
state-live-at = Servidor de la escuela: al día ({ $time }).
state-offline = Servidor de la escuela: no responde. Los cambios esperan aquí y se enviarán solos.
state-offline-at = Servidor de la escuela: no responde. Los cambios esperan aquí y se enviarán solos. Al día por última vez: { $time }.
state-no-network = Servidor de la escuela: este dispositivo no tiene red (revisa el wifi). Los cambios esperan aquí y se enviarán solos.
failed-wrong-credentials = Servidor de la escuela: el usuario o la contraseña no son correctos.
failed-session-ended = Servidor de la escuela: el servidor cerró la sesión de este dispositivo. El profesor tiene que escribir otra vez la contraseña.
failed-not-couchdb = Servidor de la escuela: esa dirección no es un servidor CouchDB que Peoncito pueda usar.
failed-no-access = Servidor de la escuela: este usuario no puede usar esa base de datos.
failed-no-storage = Servidor de la escuela: este navegador no deja guardar la copia del servidor (¿modo privado?).
