# La pantalla del servidor del colegio (en las pantallas del profesor), el
# muro con los tableros de la clase en directo y el estado del servidor.

title = Servidor del colegio
intro = Es opcional. Con un servidor CouchDB en la red del colegio, las tabletas que lo usan comparten la clase: los alumnos, sus estrellas y las reglas que aún confunden. No se envía nada hasta que conectas.
address-label = Dirección del servidor
database-label = Base de datos
user-label = Usuario
password-label = Contraseña

## Lo que el aparato guarda de la contraseña (nunca se muestra).

kept-nothing = Se guarda solo en este aparato.
kept-password = Hay una contraseña guardada en este aparato (no se muestra). Déjalo vacío para seguir usándola, o escribe otra para cambiarla.
kept-session = El servidor ha abierto una sesión para este aparato: la contraseña no se guarda. Si el servidor la cierra, escríbela otra vez.
connect = Conectar
disconnect = Dejar de usar el servidor

## Datos del servidor que el aparato no acepta.

refused-no-address = Escribe la dirección del servidor.
refused-not-an-address = La dirección empieza por http:// o https://, como http://192.168.1.10:5984.
refused-bad-database-name = El nombre de la base de datos empieza por una letra minúscula y lleva minúsculas, cifras y _ $ ( ) + - /.

## El muro con los tableros de las otras tabletas, en directo.

wall-title = Los tableros de la clase, en directo
no-boards = Aún no hay ninguna otra tableta conectada.
no-names = Sin nombres
to-move-white = Juegan las blancas
to-move-black = Juegan las negras
counted = Jugadas ilegales: { $white } blancas, { $black } negras
clock = Reloj: { $white } – { $black }
called = ¡Llama al profesor!
finished = Partida terminada
see-big-calling = Atender la llamada
see-big = Ver en grande
close-big = Volver a todos los tableros
replay-back = ◀ Atrás
replay-forward = Adelante ▶
replay-now = Como está ahora
replay-at = Jugada { $at } de { $of }

## Las respuestas del profesor a una llamada.

answer-title = Tu decisión, para esa tableta
answer-go-on = Que siga la partida (la cuenta sigue)
answer-go-on-recount = Que siga la partida, contando otra vez desde cero
answer-white-wins = Ganan las blancas
answer-black-wins = Ganan las negras
answer-draw = Tablas
answer-sent = Enviado a la tableta: { $answer }.

## Qué tableros muestra el muro, y los resultados de un árbitro.

which-boards = Qué tableros
all-boards = Todos los tableros
round-of = «{ $tournament }», ronda { $round }
tile-place = Ronda { $round }, mesa { $board }
arbiter-title = Resultados de «{ $tournament }», ronda { $round }
arbiter-note = Pulsa el resultado de cada mesa: llega al aparato del torneo, que lo apunta.
arbiter-board = Mesa { $board }: { $white } – { $black }

## La conexión del aparato con el servidor.

state-off = Servidor del colegio: sin usar.
state-connecting = Servidor del colegio: conectando…
state-live = Servidor del colegio: conectado.
state-live-at = Servidor del colegio: al día ({ $time }).
state-offline = Servidor del colegio: no responde. Los cambios esperan aquí y se enviarán solos.
state-offline-at = Servidor del colegio: no responde. Los cambios esperan aquí y se enviarán solos. Al día por última vez: { $time }.
state-no-network = Servidor del colegio: este aparato no tiene red (mira el wifi). Los cambios esperan aquí y se enviarán solos.
failed-wrong-credentials = Servidor del colegio: el usuario o la contraseña no son correctos.
failed-session-ended = Servidor del colegio: el servidor ha cerrado la sesión de este aparato. El profesor tiene que escribir otra vez la contraseña.
failed-not-couchdb = Servidor del colegio: esa dirección no es un servidor CouchDB que Peoncito pueda usar.
failed-no-access = Servidor del colegio: este usuario no puede usar esa base de datos.
failed-no-storage = Servidor del colegio: este navegador no deja guardar la copia del servidor (¿modo privado?).
