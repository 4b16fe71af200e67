/**
 * The most common passwords (compiled for this project from the well-known top lists of leaked
 * passwords), refused at registration and reset whatever their case. Entries shorter than the
 * minimum length are refused by the length rule already; they stay so the list reads as a whole.
 */
const list = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon
123123 baseball abc123 football monkey letmein shadow master 666666 qwertyuiop
123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000
qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster
soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper
1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753
aaaaaa ginger princess joshua cheese amanda summer love ashley nicole
chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor
matrix mobilemail mom monitor monitoring montana moon moscow passw0rd password1
password12 password123 password1234 p@ssw0rd p@ssword passwort passer welcome welcome1
welcome123 admin admin123 administrator root toor changeme changeme123 default guest
qwerty123 qwerty1 qwerty12 qwertyui 1q2w3e4r 1q2w3e4r5t 1q2w3e 1q2w3e4r5t6y zaq12wsx zaq1zaq1
abcd1234 abcdef abcdefg abcdefgh abc12345 a1b2c3d4 aa123456 asdf1234 asdfasdf asdfghjkl
iloveyou1 iloveu loveyou lovely loveme 1234qwer qwer1234 q1w2e3r4 q1w2e3r4t5 1qazxsw2
12341234 11223344 123123123 123654 147258369 147258 159357 741852963 963852741 0987654321
88888888 87654321 99999999 00000000 12121212 10203040 123456a 123456q a123456 a12345678
secret secret123 letmein1 trustno11 whatever nothing blahblah football1 baseball1 soccer1
superman1 batman123 starwars1 pokemon naruto spiderman ironman princess1 sunshine1 shadow1
master123 mypassword mypass password! password01 pass1234 pass123 passpass test test123
test1234 testing tester temp temp123 temporary internet service server system
computer1 samsung apple google facebook linkedin twitter yahoo microsoft windows
qwertyuiop123 zxcvbnm123 asdfghjkl123 1qaz2wsx3edc qazwsxedc 1qaz@wsx q2w3e4r5 azerty azerty123
hello hello123 helloworld hi123456 goodluck happy123 happiness flower flowers butterfly
sweety sweetheart angel angel123 baby babygirl babyboy honey darling jesus jesus1
christ blessed heaven god godisgood faith hope mother father family friends
friend bestfriend forever forever1 rainbow purple orange yellow silver golden
diamond crystal tiger lion eagle falcon panther wolf dolphin unicorn
money money123 dollar cash million success winner winner1 champion legend
london paris berlin madrid roma mexico brasil canada america usa
chicago boston newyork texas florida california liverpool arsenal barcelona realmadrid
manchester juventus milan madrid123 chelsea1 fernando carlos alejandro gabriel daniela
maria jose juan antonio francisco miguel andrea sofia valentina camila
tequiero teamo contraseña contrasena clave12345 qwertz qwertz123 hallo123 schatz
bonjour soleil doudou motdepasse password2 password3 password7 password9 letmein123 trustme
jordan23 michael1 jennifer1 jessica1 ashley1 nicole1 daniel1 andrew1 joshua1 thomas1
charlie1 robert1 george1 hunter1 buster1 tigger1 ginger1 pepper1 maggie1 summer1
dragon1 monkey1 killer1 master1 shadow12 freedom1 ranger1 thunder1 matrix1 access1
1234abcd 123abc abc123456 123456789a 12345678a 1234567a 12345qwert 12345abc 123qweasd qweasd
qweasdzxc asd123 asdasd asdasd123 zxc123 zxcasd 111222 112233445566 121314 123456123
654321a 999999 1231234 147852 1478963 1597530 258456 2580 369258 456789
7894561230 789456 789456123 852456 9876543210 987654 963852 1111111 1111111111 2222
222222 333333 444444 5555555 55555555 666666666 7777777777 88888 8888888 9999999
changeit letmeinnow opensesame master1234 administrator1 adminadmin admin1234 root123 rootroot superuser
company business office manager marketing sales support security network wbn12345
`;

export const commonPasswords: ReadonlySet<string> = new Set(
  list
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase()),
);
