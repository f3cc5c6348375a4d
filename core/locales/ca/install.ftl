# «Posar Peoncito a les tauletes»: la pantalla del mestre amb el codi QR de
# l'adreça, i com cada tauleta guarda Peoncito per jugar sense xarxa.

title = Posar Peoncito a les tauletes
scan-it = Escaneja aquest codi amb la càmera de cada tauleta, o escriu l'adreça de sota al seu navegador.
code-label = Codi QR de l'adreça de Peoncito

## Què vol dir l'adreça per a les tauletes que l'obren.

address-good = Les tauletes obren aquesta adreça i guarden Peoncito, per jugar sense xarxa.
address-this-computer-only = Aquesta adreça només funciona en aquest ordinador: una tauleta no la pot obrir. Obre Peoncito aquí a l'adreça que poden trobar les tauletes (la guia d'instal·lació, docs/install.md, explica com).
address-not-secure = Les tauletes poden jugar en aquesta adreça, però no en guarden cap còpia per fer servir sense xarxa: comença per http://. Posa Peoncito en una adreça https:// per a això (la guia d'instal·lació, docs/install.md, explica com).
address-not-web = Aquesta pàgina no s'ha obert des d'una adreça web: les tauletes no la poden obrir. Posa Peoncito en un servidor web (la guia d'instal·lació, docs/install.md, explica com).

## Cada tipus de tauleta, pas a pas.

android-title = Tauleta Android (Chrome)
android-open = Obre l'adreça a Chrome: apunta la càmera al codi i toca l'enllaç.
android-add = Toca el menú ⋮ de dalt a la dreta i després «Afegeix a la pantalla d'inici» (o «Instal·la l'aplicació»).
ipad-title = iPad (Safari)
ipad-open = Obre l'adreça a Safari: apunta la càmera al codi i toca l'enllaç.
ipad-add = Toca Comparteix (el quadrat amb una fletxa) i després «Afegeix a la pantalla d'inici».
then-once = Després obre Peoncito una vegada des de la pantalla d'inici amb la xarxa encesa: a partir d'aleshores s'obre i es juga sense xarxa.
no-code = Aquesta adreça és massa llarga per a un codi: escriu-la.
