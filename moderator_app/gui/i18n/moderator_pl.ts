<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>AbilitiesPage</name>
    <message>
        <location filename="../roleset_editor_abilities.py" line="47"/>
        <source>new ability id</source>
        <translation>id nowej zdolności</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="49"/>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="51"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="71"/>
        <source>Effect</source>
        <translation>Efekt</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="77"/>
        <source>words separated by commas</source>
        <translation>słowa oddzielone przecinkami</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="78"/>
        <source>Name (%1)</source>
        <translation>Nazwa (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="79"/>
        <source>Trigger words (%1)</source>
        <translation>Słowa wyzwalające (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="86"/>
        <source>&lt;b&gt;Parameters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parametry&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="136"/>
        <source>Priority band: %1</source>
        <translation>Zakres priorytetu: %1</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="144"/>
        <source>default (%1)</source>
        <translation>domyślnie (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="148"/>
        <source>a parameter of the effect &apos;%1&apos;</source>
        <translation>parametr efektu „%1”</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="148"/>
        <source>a parameter any ability may carry</source>
        <translation>parametr dozwolony dla każdej zdolności</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="152"/>
        <source>Add a parameter…</source>
        <translation>Dodaj parametr…</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../models.py" line="20"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../models.py" line="20"/>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>Alive</source>
        <translation>Żyje</translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>Sent</source>
        <translation>Wysłał</translation>
    </message>
    <message>
        <location filename="../models.py" line="22"/>
        <source>Refused</source>
        <translation>Odrzucone</translation>
    </message>
    <message>
        <location filename="../models.py" line="22"/>
        <source>abstains</source>
        <translation>wstrzymuje się</translation>
    </message>
    <message>
        <location filename="../models.py" line="23"/>
        <source>alive</source>
        <translation>żyje</translation>
    </message>
    <message>
        <location filename="../models.py" line="23"/>
        <source>dead</source>
        <translation>nie żyje</translation>
    </message>
    <message>
        <location filename="../models.py" line="24"/>
        <source>not sent yet</source>
        <translation>jeszcze nie wysłał</translation>
    </message>
    <message>
        <location filename="../models.py" line="24"/>
        <source>hidden</source>
        <translation>ukryte</translation>
    </message>
    <message>
        <location filename="../models.py" line="25"/>
        <source>sent</source>
        <translation>przysłał</translation>
    </message>
    <message>
        <location filename="../models.py" line="26"/>
        <source>goal: %1</source>
        <translation>cel: %1</translation>
    </message>
    <message>
        <source>(late: %1)</source>
        <translation>(spóźniony: %1)</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../roleset_editor_deal.py" line="31"/>
        <source> players</source>
        <translation> graczy</translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="32"/>
        <source>Add a row</source>
        <translation>Dodaj wiersz</translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="34"/>
        <source>Remove the chosen row</source>
        <translation>Usuń wybrany wiersz</translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="37"/>
        <source>How many of each role for each player count (rows: players).</source>
        <translation>Ile jakich ról przy każdej liczbie graczy (wiersze — gracze).</translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="54"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../controller.py" line="64"/>
        <source>The game is no longer in the database.</source>
        <extracomment>the game (or which game is open) changed: screens refresh a message for the status bar (errors and what an action did)</extracomment>
        <translation>Tej gry nie ma już w bazie.</translation>
    </message>
    <message>
        <location filename="../controller.py" line="88"/>
        <source>Example game</source>
        <translation>Przykładowa gra</translation>
    </message>
    <message>
        <location filename="../controller.py" line="124"/>
        <source>Open a game first.</source>
        <translation>Najpierw otwórz grę.</translation>
    </message>
    <message>
        <location filename="../controller.py" line="139"/>
        <source>Undone.</source>
        <translation>Cofnięto.</translation>
    </message>
    <message>
        <location filename="../controller.py" line="144"/>
        <source>Redone.</source>
        <translation>Przywrócono.</translation>
    </message>
    <message>
        <source>The game cannot be rebuilt from its saved entries: %1</source>
        <translation>Nie można odtworzyć gry z zapisanych wpisów: %1</translation>
    </message>
    <message>
        <source>A game needs a name.</source>
        <translation>Gra musi mieć nazwę.</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopia)</translation>
    </message>
    <message>
        <source>Saved the whole game to %1</source>
        <translation>Cała gra zapisana w %1</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../game_view.py" line="35"/>
        <source>I play too (hide secrets until the unmasking)</source>
        <extracomment>(attribute, module, class) per tab, in tab order</extracomment>
        <translation>Też gram (ukryj sekrety do zdemaskowania)</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="36"/>
        <source>The host&apos;s screen shows only his own seat&apos;s role and goal, as a player would see it, until the unmasking is resolved.</source>
        <translation>Do zdemaskowania ekran prowadzącego pokazuje tylko rolę i cel jego własnego miejsca — tak, jak widziałby je gracz.</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="39"/>
        <source>Your own seat</source>
        <translation>Twoje miejsce przy stole</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;1 Role PMs</source>
        <translation>&amp;1 PW z rolami</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;2 Phase board</source>
        <translation>&amp;2 Tablica fazy</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;3 Inbox</source>
        <translation>&amp;3 Skrzynka</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;4 Resolve</source>
        <translation>&amp;4 Rozstrzygnięcie</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="43"/>
        <source>&amp;5 Posts</source>
        <translation>&amp;5 Posty</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="43"/>
        <source>&amp;6 Log and reveal</source>
        <translation>&amp;6 Dziennik i ujawnienie</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="99"/>
        <source>game over</source>
        <translation>gra zakończona</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="101"/>
        <source>roles dealt, no phase yet</source>
        <translation>role rozdane, brak fazy</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="103"/>
        <source> (resolved)</source>
        <translation> (rozstrzygnięta)</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="105"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · seed %3 · %4 of %5 alive</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · ziarno %3 · żyje %4 z %5</translation>
    </message>
</context>
<context>
    <name>HostEventForm</name>
    <message>
        <location filename="../host_events.py" line="53"/>
        <source>Modkill</source>
        <extracomment>event -&gt; (whom the player list offers, whom the target list offers, what the text field holds)</extracomment>
        <translation>Modkill</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="53"/>
        <source>Substitute</source>
        <translation>Zastępstwo</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="53"/>
        <source>Inactive tonight</source>
        <translation>Nieaktywny tej nocy</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="54"/>
        <source>Penalty: double kill</source>
        <translation>Kara: podwójne zabójstwo</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="54"/>
        <source>Missed vote</source>
        <translation>Brak głosu</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="55"/>
        <source>Shot (pistol, bullet)</source>
        <translation>Strzał (pistolet, kula)</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="55"/>
        <source>Death note</source>
        <translation>List pośmiertny</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="56"/>
        <source>Answer to a bribed question</source>
        <translation>Odpowiedź na przekupione pytanie</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="56"/>
        <source>Deprive of the vote</source>
        <translation>Odebrać głos</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="57"/>
        <source>Fix a draw</source>
        <translation>Ustalić losowanie</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="57"/>
        <source>Close the day early</source>
        <translation>Zamknąć dzień przed czasem</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="58"/>
        <source>Unmasking guess</source>
        <translation>Typ przy demaskowaniu</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="66"/>
        <source>reason (goes into the log)</source>
        <translation>powód (trafi do dziennika)</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="67"/>
        <source>Apply</source>
        <translation>Zastosuj</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="74"/>
        <source>Host:</source>
        <translation>Prowadzący:</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="137"/>
        <source>substitute&apos;s nick</source>
        <translation>nick zastępcy</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="137"/>
        <source>text</source>
        <translation>tekst</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="137"/>
        <source>new value</source>
        <translation>nowa wartość</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="142"/>
        <source>Questions about a role or a night action are not allowed: answer those with a refusal.</source>
        <translation>Pytania o rolę lub nocną akcję są niedozwolone: odpowiedz na nie odmową.</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="143"/>
        <source>One death note per game; it cannot be changed once sent.</source>
        <translation>Jeden list pośmiertny na grę; po wysłaniu nie można go zmienić.</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="144"/>
        <source>The last resolution made no draw.</source>
        <translation>Ostatnie rozstrzygnięcie nie losowało.</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="172"/>
        <source>Fill in: %1</source>
        <translation>Uzupełnij: %1</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>→ %1 (resolved again)</source>
        <translation>→ %1 (wyniki zostaną przeliczone)</translation>
    </message>
    <message>
        <source>→ the next phase: open it first</source>
        <translation>→ następna faza: najpierw ją otwórz</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../log_view.py" line="25"/>
        <source>Copy the final reveal</source>
        <translation>Kopiuj ujawnienie</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="27"/>
        <source>Save the final reveal…</source>
        <translation>Zapisz ujawnienie…</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="29"/>
        <source>Export the report (JSON)…</source>
        <translation>Eksport raportu (JSON)…</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="48"/>
        <source>You play in this game: the journal and the reveal stay hidden until the unmasking.</source>
        <translation>Grasz w tej grze: dziennik i ujawnienie są ukryte do zdemaskowania.</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="63"/>
        <source>Save the final reveal</source>
        <translation>Zapisz ujawnienie</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="63"/>
        <source>BBCode text (*.txt)</source>
        <translation>Tekst BBCode (*.txt)</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="66"/>
        <location filename="../log_view.py" line="77"/>
        <source>Saved %1</source>
        <translation>Zapisano: %1</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="72"/>
        <source>Export the report</source>
        <translation>Eksport raportu</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="72"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="25"/>
        <source>Import a game script</source>
        <translation>Import skryptu gry</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="25"/>
        <source>Game scripts (*.yaml *.yml)</source>
        <translation>Skrypty gier (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="27"/>
        <location filename="../main_window.py" line="147"/>
        <source>Edit a post template</source>
        <translation>Edycja szablonu posta</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="27"/>
        <source>Template to copy into your folder:</source>
        <translation>Szablon do skopiowania do twojego folderu:</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="56"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="57"/>
        <source>&amp;Games…</source>
        <translation>&amp;Gry…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="58"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="59"/>
        <source>&amp;Import game script…</source>
        <translation>&amp;Import skryptu gry…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="60"/>
        <source>Open the &amp;example game</source>
        <translation>Otwórz &amp;przykładową grę</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="62"/>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="63"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="64"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="65"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="66"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="73"/>
        <source>&amp;Tools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="74"/>
        <source>&amp;Role set editor…</source>
        <translation>&amp;Edytor zestawów ról…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="76"/>
        <source>Edit a post &amp;template…</source>
        <translation>Edytuj &amp;szablon posta…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="92"/>
        <source>Moderator — games</source>
        <translation>Prowadzący — gry</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="98"/>
        <source>Moderator — %1</source>
        <translation>Prowadzący — %1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="144"/>
        <source>Your copy of the template is %1
Edit it in any text editor: the Posts tab uses it from now on. Delete the file to go back to the shipped one.</source>
        <translation>Twoja kopia szablonu: %1
Edytuj ją w dowolnym edytorze tekstu: karta „Posty” odtąd jej używa. Usuń plik, aby wrócić do wbudowanego szablonu.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="154"/>
        <source>Role set editor</source>
        <translation>Edytor zestawów ról</translation>
    </message>
    <message>
        <source>Open a game &amp;file…</source>
        <translation>Otwórz &amp;plik gry…</translation>
    </message>
    <message>
        <source>&amp;Save the whole game to a file…</source>
        <translation>&amp;Zapisz całą grę do pliku…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>Moderator — new game</source>
        <translation>Prowadzący — nowa gra</translation>
    </message>
</context>
<context>
    <name>MasksTable</name>
    <message>
        <location filename="../masks_table.py" line="26"/>
        <source>Sub-masks: players play under game nicks with passwords</source>
        <translation>Podmaski: gracze grają pod nickami gry z hasłami</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="27"/>
        <source>&amp;Issue game nicks and passwords</source>
        <translation>&amp;Wydaj nicki gry i hasła</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="30"/>
        <source>Real account</source>
        <translation>Prawdziwe konto</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="30"/>
        <source>Game nick</source>
        <translation>Nick w grze</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="30"/>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="97"/>
        <source>%1 has no game nick.</source>
        <translation>%1 nie ma nicku w grze.</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="99"/>
        <source>The game nick %1 is given twice.</source>
        <translation>Nick gry %1 jest wydany dwa razy.</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="101"/>
        <source>The game nick %1 is a real account: a mask must not be a face.</source>
        <translation>Nick gry %1 to prawdziwe konto: maska nie może być twarzą.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../new_game.py" line="28"/>
        <source>e.g. Mafia #12</source>
        <translation>np. Mafia #12</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="31"/>
        <source>Paste the sign-up list: one forum account a line, or the whole sign-up post</source>
        <translation>Wklej listę zapisanych: jedno konto forum w wierszu albo cały post zapisów</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="36"/>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="36"/>
        <source>Team</source>
        <translation>Drużyna</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="36"/>
        <source>Count</source>
        <translation>Ile</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="46"/>
        <source>New seed</source>
        <translation>Nowe ziarno</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="48"/>
        <source>Suggest a deal</source>
        <translation>Zaproponuj rozdanie</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="50"/>
        <source>&amp;Deal the roles</source>
        <translation>&amp;Rozdaj role</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="52"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="60"/>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="61"/>
        <source>Role set</source>
        <translation>Zestaw ról</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="66"/>
        <source>Seed of the deal</source>
        <translation>Ziarno rozdania</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="69"/>
        <source>Sign-up list</source>
        <translation>Lista zapisów</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="73"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="169"/>
        <source>%1 roles for %2 players</source>
        <translation>%1 ról dla %2 graczy</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="173"/>
        <source>The deal must have exactly one role per player.</source>
        <translation>Rozdanie musi mieć dokładnie jedną rolę na gracza.</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="176"/>
        <source>%1 has %2 seats; the rules want at least %3.</source>
        <translation>Drużyna „%1” ma miejsc: %2; zasady wymagają co najmniej %3.</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="193"/>
        <source>Game of %1</source>
        <translation>Gra: %1</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <location filename="../roleset_editor_rules.py" line="51"/>
        <source>The rulings&apos; switches; a value written $name anywhere in the set uses the option.</source>
        <translation>Przełączniki rozstrzygnięć; wartość $nazwa w dowolnym miejscu zestawu bierze się z opcji.</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="58"/>
        <source>new option name</source>
        <translation>nazwa nowej opcji</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="59"/>
        <source>Add an option</source>
        <translation>Dodaj opcję</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="82"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
</context>
<context>
    <name>PhaseBoard</name>
    <message>
        <source>Modkill</source>
        <translation type="vanished">Modkill</translation>
    </message>
    <message>
        <source>Substitute</source>
        <translation type="vanished">Zastępstwo</translation>
    </message>
    <message>
        <source>Inactive tonight</source>
        <translation type="vanished">Nieaktywny tej nocy</translation>
    </message>
    <message>
        <source>Penalty: double kill</source>
        <translation type="vanished">Kara: podwójne zabójstwo</translation>
    </message>
    <message>
        <source>Missed vote</source>
        <translation type="vanished">Pominięty głos</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="vanished">Zastosuj</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation type="vanished">Prowadzący:</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="50"/>
        <source>&lt;b&gt;The game is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Gra zakończona.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="52"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is open</source>
        <translation>Otwarta faza: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="54"/>
        <source>&lt;b&gt;No phase is open.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Brak otwartej fazy.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="56"/>
        <source>Deadline: %1</source>
        <translation>Termin: %1</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="58"/>
        <source>Not sent yet: %1</source>
        <translation>Jeszcze nie wysłali: %1</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="59"/>
        <source>Everyone has sent.</source>
        <translation>Wszyscy wysłali.</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="64"/>
        <source>Open %1</source>
        <translation>Otwórz: %1</translation>
    </message>
    <message>
        <source>reason</source>
        <translation type="vanished">powód</translation>
    </message>
    <message>
        <source>substitute&apos;s nick</source>
        <translation type="vanished">nick zastępcy</translation>
    </message>
    <message>
        <source>Type the substitute&apos;s nick.</source>
        <translation type="vanished">Wpisz nick zastępcy.</translation>
    </message>
    <message>
        <source>Copy the vote count post</source>
        <translation>Kopiuj liczenie głosów</translation>
    </message>
    <message>
        <source>No lynch vote today: nobody owes a vote.</source>
        <translation>Dziś nie ma sądu: nikt nie musi głosować.</translation>
    </message>
    <message>
        <source>Resolve %1</source>
        <translation>Rozstrzygnij: %1</translation>
    </message>
    <message>
        <source>%1 not sent yet: resolving now counts them as silent.</source>
        <translation>Jeszcze nie przysłało: %1 — rozstrzygnięcie teraz liczy ich jako milczących.</translation>
    </message>
    <message>
        <source>The game is over: the final reveal is on the Posts tab.</source>
        <translation>Gra skończona: końcowe ujawnienie jest w zakładce „Posty”.</translation>
    </message>
    <message>
        <source>Before opening: the shot of %1, if any — it cannot be entered later.</source>
        <translation>Przed otwarciem: strzał %1, jeśli był — później nie da się go wprowadzić.</translation>
    </message>
    <message>
        <source>%1 is executed (%2 votes)</source>
        <translation>egzekucja: %1 (głosów: %2)</translation>
    </message>
    <message>
        <source>Lynch of %1, published with the result of night %2: %3</source>
        <translation>Sąd, %1 — ogłaszany z wynikami nocy %2: %3</translation>
    </message>
    <message>
        <source>%1 died and may fire his pistol: enter the shot he sent (or none).</source>
        <translation>%1 zginął(-ęła) i może strzelić z pistoletu: wprowadź strzał, jeśli go przysłał(a).</translation>
    </message>
    <message>
        <source>Enter the shot</source>
        <translation>Wprowadź strzał</translation>
    </message>
    <message>
        <source>%1 asked a question: enter your answer before the result goes out.</source>
        <translation>%1 zadał(a) pytanie: wprowadź odpowiedź przed ogłoszeniem wyników.</translation>
    </message>
    <message>
        <source>Enter the answer</source>
        <translation>Wprowadź odpowiedź</translation>
    </message>
    <message>
        <source>The death note of %1 goes to %2: send it by PM.</source>
        <translation>List pożegnalny %1 trzeba przekazać graczowi %2 na PW.</translation>
    </message>
    <message>
        <source>Show the PM</source>
        <translation>Pokaż PW</translation>
    </message>
    <message>
        <source>Publish the opening post first: it carries the hash of the deal, so players can check the roles were not changed.</source>
        <translation>Najpierw opublikuj pierwszy post: zawiera hash rozdania, dzięki któremu gracze sprawdzą, że role się nie zmieniły.</translation>
    </message>
    <message>
        <source>Show the opening post</source>
        <translation>Pokaż pierwszy post</translation>
    </message>
    <message>
        <source>enough</source>
        <translation>wystarczy</translation>
    </message>
    <message>
        <source>needs %1 more</source>
        <translation>brakuje %1</translation>
    </message>
    <message>
        <source>Votes (a lynch needs at least %1): %2</source>
        <translation>Głosy (do egzekucji potrzeba co najmniej %1): %2</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>na razie brak</translation>
    </message>
    <message>
        <source>Select a player to see his vote history.</source>
        <translation>Wybierz gracza w tabeli, aby zobaczyć historię jego głosów.</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>liczy się</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>zastąpiony kolejnym</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>wycofany</translation>
    </message>
    <message>
        <source>abstains</source>
        <translation>wstrzymuje się</translation>
    </message>
    <message>
        <source>Votes of %1: %2</source>
        <translation>Głosy gracza %1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Copied: the vote count post</source>
        <translation>Skopiowano: liczenie głosów</translation>
    </message>
</context>
<context>
    <name>PostsView</name>
    <message>
        <location filename="../posts_view.py" line="47"/>
        <source>&amp;Copy this post</source>
        <extracomment>the phase picker&apos;s two entries that are not phases (label, BBCode)</extracomment>
        <translation>&amp;Kopiuj ten post</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="50"/>
        <source>Phase:</source>
        <translation>Faza:</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="52"/>
        <source>Posts in:</source>
        <translation>Język postów:</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="69"/>
        <source>Start of the game</source>
        <translation>Początek gry</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="74"/>
        <source>End of the game</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="95"/>
        <source>Template error</source>
        <translation>Błąd w szablonie</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="107"/>
        <source>Opening post (thread)</source>
        <translation>Post otwierający (do wątku)</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="110"/>
        <source>Final reveal (thread)</source>
        <translation>Ujawnienie ról (do wątku)</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="110"/>
        <source>You play in this game: the final reveal stays hidden until the unmasking.</source>
        <translation>Grasz w tej grze: końcowe ujawnienie jest ukryte do demaskowania.</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="115"/>
        <source>Result post (thread)</source>
        <translation>Post z wynikami (do wątku)</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="118"/>
        <location filename="../posts_view.py" line="121"/>
        <source>PM to %1</source>
        <translation>PW do %1</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="119"/>
        <source>You play in this game: copy this PM and send it without reading it.</source>
        <translation>Grasz w tej grze: skopiuj tę PW i wyślij ją bez czytania.</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="138"/>
        <source>Copied: %1</source>
        <translation>Skopiowano: %1</translation>
    </message>
    <message>
        <source>Result post — nothing to publish</source>
        <translation>Post wyników — nie ma czego publikować</translation>
    </message>
    <message>
        <source>%1 is executed (%2 votes)</source>
        <translation>egzekucja: %1 (głosów: %2)</translation>
    </message>
    <message>
        <source>nobody is executed</source>
        <translation>nikt nie zostaje stracony</translation>
    </message>
    <message>
        <source>The votes of %1 are published with the result of night %2. If the night changes nothing, the lynch: %3.</source>
        <translation>Głosy fazy „%1” ogłasza się z wynikami nocy %2. Jeśli noc niczego nie zmieni, sąd: %3.</translation>
    </message>
    <message>
        <source>%1 made nothing public: no post is due.</source>
        <translation>%1: brak publicznych wyników, post nie jest potrzebny.</translation>
    </message>
    <message>
        <source>Final vote count (thread)</source>
        <translation>Końcowe liczenie głosów (do wątku)</translation>
    </message>
    <message>
        <source>Correction of the result (thread)</source>
        <translation>Sprostowanie wyników (do wątku)</translation>
    </message>
    <message>
        <source>(no result now)</source>
        <translation>(teraz brak wyniku)</translation>
    </message>
    <message>
        <source>Corrected PM to %1</source>
        <translation>Poprawiona PW dla %1</translation>
    </message>
    <message>
        <source>Correction:</source>
        <translation>Sprostowanie:</translation>
    </message>
</context>
<context>
    <name>ResolveView</name>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>survives</source>
        <translation>przeżywa</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>dies</source>
        <translation>ginie</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>is executed</source>
        <translation>zostaje stracony</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="30"/>
        <source>no execution</source>
        <translation>bez egzekucji</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="35"/>
        <source>reason (required, it goes into the log)</source>
        <translation>powód (wymagany, trafi do dziennika)</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="36"/>
        <source>Override</source>
        <translation>Zmień wynik</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="39"/>
        <source>Phase:</source>
        <translation>Faza:</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="43"/>
        <source>Host overrides:</source>
        <translation>Decyzja prowadzącego:</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="58"/>
        <source> (open)</source>
        <translation> (otwarta)</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="63"/>
        <source>Resolve %1</source>
        <translation>Rozstrzygnij: %1</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="64"/>
        <source>Resolve</source>
        <translation>Rozstrzygnij</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="81"/>
        <source>You play in this game: the resolution log stays hidden until the unmasking.</source>
        <translation>Grasz w tej grze: dziennik rozstrzygnięcia jest ukryty do zdemaskowania.</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="85"/>
        <source>%1: %2 refused — %3</source>
        <translation>%1: „%2” odrzucone — %3</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="90"/>
        <source>%1: vote refused — %2</source>
        <translation>%1: głos odrzucony — %2</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="92"/>
        <source>Not resolved yet: %1 requests, %2 votes recorded.</source>
        <translation>Jeszcze nie rozstrzygnięto: zgłoszeń %1, głosów %2.</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="107"/>
        <source>An override needs a reason.</source>
        <translation>Decyzja prowadzącego wymaga powodu.</translation>
    </message>
    <message>
        <source>Only the last resolved phase can be overridden: undo what came after it first.</source>
        <translation type="vanished">Zmienić można tylko ostatnią rozstrzygniętą fazę: najpierw cofnij to, co było po niej.</translation>
    </message>
    <message>
        <source>%1 is executed (%2 votes)</source>
        <translation>egzekucja: %1 (głosów: %2)</translation>
    </message>
    <message>
        <source>nobody is executed</source>
        <translation>nikt nie zostaje stracony</translation>
    </message>
    <message>
        <source>The lynch is published with the result of night %1: %2</source>
        <translation>Sąd ogłasza się z wynikami nocy %1: %2</translation>
    </message>
    <message>
        <source>The override acts on %1.</source>
        <translation>Decyzja prowadzącego dotyczy fazy „%1”.</translation>
    </message>
    <message>
        <source>The override acts on %1: it is resolved again, and a published result gets a correction.</source>
        <translation>Decyzja prowadzącego dotyczy fazy „%1”: jej wyniki zostaną przeliczone, a do opublikowanych powstanie sprostowanie.</translation>
    </message>
    <message>
        <source>%1 is not the last phase: an override can change only %2. To change %1, undo back to it (Ctrl+Z) and enter the override there.</source>
        <translation>„%1” nie jest ostatnią fazą: decyzja prowadzącego może zmienić tylko „%2”. Aby zmienić „%1”, cofnij do niej (Ctrl+Z) i wprowadź decyzję tam.</translation>
    </message>
</context>
<context>
    <name>RolePmsView</name>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <location filename="../role_pms.py" line="68"/>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <source>Send to</source>
        <translation>Wyślij do</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="26"/>
        <source>Sent</source>
        <translation>Wysłano</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="53"/>
        <source>Role set: %1 · seed of the deal: %2</source>
        <translation>Zestaw ról: %1 · ziarno rozdania: %2</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="65"/>
        <source>hidden</source>
        <translation>ukryte</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="86"/>
        <source>Role PM for %1 copied: send it to %2.</source>
        <translation>PW z rolą dla %1 skopiowana: wyślij ją do %2.</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="99"/>
        <source>You play in this game: copy this card and send it without reading it.</source>
        <translation>Grasz w tej grze: skopiuj tę kartę i wyślij ją bez czytania.</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="95"/>
        <source>Sent: %1 of %2</source>
        <translation>Wysłano: %1 z %2</translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../roleset_editor_roles.py" line="36"/>
        <source>new role id</source>
        <translation>id nowej roli</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="37"/>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="39"/>
        <location filename="../roleset_editor_roles.py" line="161"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="61"/>
        <source>Name (%1)</source>
        <translation>Nazwa (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="62"/>
        <source>Team</source>
        <translation>Drużyna</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="65"/>
        <source>Description (%1)</source>
        <translation>Opis (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="66"/>
        <source>Abilities</source>
        <translation>Zdolności</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="69"/>
        <source>Add a trigger</source>
        <translation>Dodaj wyzwalacz</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="71"/>
        <source>Add an immunity</source>
        <translation>Dodaj odporność</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="102"/>
        <source>Add a team first.</source>
        <translation>Najpierw dodaj drużynę.</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="142"/>
        <source>The role the player is told he has (he does not know his real one)</source>
        <translation>Rola, którą gracz zna ze swojej karty (prawdziwej nie zna)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="146"/>
        <source>Card shows the role</source>
        <translation>Karta pokazuje rolę</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="147"/>
        <source>Knows the roles</source>
        <translation>Zna role</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="149"/>
        <source>Trigger %1</source>
        <translation>Wyzwalacz %1</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="149"/>
        <source>Immunity %1</source>
        <translation>Odporność %1</translation>
    </message>
</context>
<context>
    <name>RolesetEditor</name>
    <message>
        <location filename="../roleset_editor.py" line="44"/>
        <source>Import a role set</source>
        <extracomment>top-level key of the set -&gt; the tab that edits it (a checker message there opens that tab) the path a set was saved to</extracomment>
        <translation>Import zestawu ról</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="45"/>
        <source>Export the role set</source>
        <translation>Eksport zestawu ról</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="52"/>
        <source>Empty role set</source>
        <translation>Pusty zestaw ról</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="55"/>
        <source>Clone</source>
        <translation>Klonuj</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="60"/>
        <source>Start from:</source>
        <translation>Zacznij od:</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="60"/>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="61"/>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="61"/>
        <source>Export…</source>
        <translation>Eksport…</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="58"/>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="68"/>
        <source>Roles</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="68"/>
        <source>Abilities</source>
        <translation>Zdolności</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="68"/>
        <source>Teams</source>
        <translation>Drużyny</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="69"/>
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="69"/>
        <source>Vote</source>
        <translation>Głosowanie</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="69"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="74"/>
        <source>Click a message to open the place it points at</source>
        <translation>Kliknij komunikat, aby otworzyć miejsce, na które wskazuje</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="82"/>
        <source>Checker</source>
        <translation>Sprawdzanie</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="154"/>
        <source>No problems: the set can be used.</source>
        <translation>Brak problemów: zestawu można używać.</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="187"/>
        <source>Exported to %1</source>
        <translation>Wyeksportowano do %1</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="191"/>
        <source>Saved to %1</source>
        <translation>Zapisano w %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../start_page.py" line="19"/>
        <source>&lt;h2&gt;Your games&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Twoje gry&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="22"/>
        <source>No games yet. Start a new one or open the example game.</source>
        <translation>Nie ma jeszcze gier. Zacznij nową albo otwórz przykład.</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="23"/>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="25"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="27"/>
        <source>Open the &amp;example game</source>
        <translation>Otwórz &amp;przykładową grę</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="29"/>
        <source>&amp;Import game script…</source>
        <translation>&amp;Import skryptu gry…</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="46"/>
        <source> (example)</source>
        <translation> (przykład)</translation>
    </message>
    <message>
        <source> — ⚠ damaged: %1</source>
        <translation> — ⚠ uszkodzona: %1</translation>
    </message>
    <message>
        <source>Rename the game</source>
        <translation>Zmień nazwę gry</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nowa nazwa:</translation>
    </message>
    <message>
        <source>Save the whole game</source>
        <translation>Zapisz całą grę</translation>
    </message>
    <message>
        <source>Game files (%1)</source>
        <translation>Pliki gier (%1)</translation>
    </message>
    <message>
        <source>Open a game file</source>
        <translation>Otwórz plik gry</translation>
    </message>
    <message>
        <source>Open a game &amp;file…</source>
        <translation>Otwórz &amp;plik gry…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>Zmień &amp;nazwę…</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplikuj</translation>
    </message>
    <message>
        <source>&amp;Save to a file…</source>
        <translation>&amp;Zapisz do pliku…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>&amp;Undo the deletion</source>
        <translation>&amp;Cofnij usunięcie</translation>
    </message>
    <message>
        <source>The selected game:</source>
        <translation>Wybrana gra:</translation>
    </message>
    <message>
        <source>«%1» is deleted.</source>
        <translation>„%1” usunięta.</translation>
    </message>
</context>
<context>
    <name>TeamsPage</name>
    <message>
        <location filename="../roleset_editor_teams.py" line="36"/>
        <source>new team id</source>
        <translation>id nowej drużyny</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="37"/>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="39"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="50"/>
        <source>A loner: plays alone, wins alone</source>
        <translation>Samotnik: gra sam, wygrywa sam</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="62"/>
        <source>Name (%1)</source>
        <translation>Nazwa (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="64"/>
        <source>Win condition</source>
        <translation>Warunek zwycięstwa</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="77"/>
        <source>Wins when every enemy team is dead.</source>
        <translation>Wygrywa, gdy wszystkie wrogie drużyny nie żyją.</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="78"/>
        <source>Wins when its living members are not fewer than all the others.</source>
        <translation>Wygrywa, gdy jej żywych członków jest nie mniej niż wszystkich pozostałych.</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="79"/>
        <source>A loner wins alone (or with one more player, if allowed).</source>
        <translation>Samotnik wygrywa sam (albo z jeszcze jednym graczem, jeśli wolno).</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="80"/>
        <source>Wins when only its members are alive (or any is alive after the last round).</source>
        <translation>Wygrywa, gdy żyją tylko jej członkowie (albo ktokolwiek z nich żyje po ostatniej rundzie).</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="81"/>
        <source>Wins when the living players with the flag outnumber the others.</source>
        <translation>Wygrywa, gdy żywych graczy z flagą jest więcej niż pozostałych.</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="82"/>
        <source>Never wins (scores points instead).</source>
        <translation>Nigdy nie wygrywa (zamiast tego zdobywa punkty).</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../texts.py" line="19"/>
        <source>Day %1</source>
        <translation>Dzień %1</translation>
    </message>
    <message>
        <location filename="../texts.py" line="20"/>
        <source>Night %1</source>
        <translation>Noc %1</translation>
    </message>
    <message>
        <location filename="../texts.py" line="21"/>
        <source>Council %1</source>
        <translation>Narada %1</translation>
    </message>
    <message>
        <location filename="../texts.py" line="22"/>
        <source>Unmasking %1</source>
        <translation>Demaskowanie %1</translation>
    </message>
    <message>
        <location filename="../texts.py" line="25"/>
        <source>day</source>
        <translation>dzień</translation>
    </message>
    <message>
        <location filename="../texts.py" line="26"/>
        <source>night</source>
        <translation>noc</translation>
    </message>
    <message>
        <location filename="../texts.py" line="27"/>
        <source>council</source>
        <translation>narada</translation>
    </message>
    <message>
        <location filename="../texts.py" line="28"/>
        <source>unmasking</source>
        <translation>demaskowanie</translation>
    </message>
    <message>
        <location filename="../texts.py" line="31"/>
        <source>dead actor</source>
        <translation>gracz nie żyje</translation>
    </message>
    <message>
        <location filename="../texts.py" line="32"/>
        <source>not this role&apos;s ability</source>
        <translation>ta rola nie ma tej zdolności</translation>
    </message>
    <message>
        <location filename="../texts.py" line="33"/>
        <source>inactive</source>
        <translation>nieaktywny</translation>
    </message>
    <message>
        <location filename="../texts.py" line="34"/>
        <source>already used (once per game)</source>
        <translation>już użyte (raz na grę)</translation>
    </message>
    <message>
        <location filename="../texts.py" line="35"/>
        <source>no charges left</source>
        <translation>brak ładunków</translation>
    </message>
    <message>
        <location filename="../texts.py" line="36"/>
        <source>no target</source>
        <translation>brak celu</translation>
    </message>
    <message>
        <location filename="../texts.py" line="37"/>
        <source>cannot target himself</source>
        <translation>nie można wybrać siebie</translation>
    </message>
    <message>
        <location filename="../texts.py" line="38"/>
        <source>same target two nights in a row</source>
        <translation>ten sam cel dwie noce z rzędu</translation>
    </message>
    <message>
        <location filename="../texts.py" line="39"/>
        <source>no lynch on day 1</source>
        <translation>brak linczu w dniu 1</translation>
    </message>
    <message>
        <location filename="../texts.py" line="40"/>
        <source>dead voter</source>
        <translation>głosujący nie żyje</translation>
    </message>
    <message>
        <location filename="../texts.py" line="41"/>
        <source>deprived of the vote</source>
        <translation>pozbawiony głosu</translation>
    </message>
    <message>
        <location filename="../texts.py" line="42"/>
        <source>self-vote</source>
        <translation>głos na siebie</translation>
    </message>
    <message>
        <location filename="../texts.py" line="43"/>
        <source>not understood</source>
        <translation>nie zrozumiano</translation>
    </message>
    <message>
        <location filename="../texts.py" line="44"/>
        <source>a death note was already sent; it cannot be changed</source>
        <translation>list pożegnalny już wysłano; nie można go zmienić</translation>
    </message>
    <message>
        <location filename="../texts.py" line="47"/>
        <source>%1 is already dead</source>
        <translation>%1 już nie żyje</translation>
    </message>
    <message>
        <location filename="../texts.py" line="48"/>
        <source>not a %1 action</source>
        <translation>to nie jest akcja fazy „%1”</translation>
    </message>
    <message>
        <location filename="../texts.py" line="50"/>
        <source>too many targets (%1, at most %2)</source>
        <translation>za dużo celów (%1, najwyżej %2)</translation>
    </message>
    <message>
        <location filename="../texts.py" line="51"/>
        <source>no vote in a %1</source>
        <translation>w fazie „%1” się nie głosuje</translation>
    </message>
    <message>
        <location filename="../texts.py" line="52"/>
        <source>not understood: %1</source>
        <translation>nie zrozumiano: %1</translation>
    </message>
</context>
<context>
    <name>ValueField</name>
    <message>
        <location filename="../roleset_editor_fields.py" line="48"/>
        <source>Take the value from an option (a ruling&apos;s switch)</source>
        <extracomment>inputs naming the set&apos;s own ids: a ruling switch never stands there kind -&gt; the ids it offers, read from the model at the time the field is built</extracomment>
        <translation>Weź wartość z opcji (przełącznika rozstrzygnięcia)</translation>
    </message>
</context>
<context>
    <name>VotePage</name>
    <message>
        <location filename="../roleset_editor_rules.py" line="110"/>
        <source>A player may vote for himself</source>
        <translation>Gracz może głosować na siebie</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="112"/>
        <source>A player&apos;s last vote counts</source>
        <translation>Liczy się ostatni głos gracza</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="115"/>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="118"/>
        <source>false, or colours with weights: {red: 1, blue: -1}</source>
        <translation>false albo kolory z wagami: {red: 1, blue: -1}</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="122"/>
        <source>Tie rule</source>
        <translation>Reguła remisu</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="123"/>
        <source>Quorum</source>
        <translation>Kworum</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="126"/>
        <source>Missed votes that remove a player</source>
        <translation>Opuszczone głosowania, po których gracz odpada</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="127"/>
        <source>Vote colours</source>
        <translation>Kolory głosów</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="153"/>
        <source>(option %1)</source>
        <translation>(opcja %1)</translation>
    </message>
</context>
<context>
    <name>DataDialog</name>
    <message>
        <source>Already open</source>
        <translation>Już otwarte</translation>
    </message>
    <message>
        <source>The data folder cannot be used</source>
        <translation>Nie można użyć folderu danych</translation>
    </message>
    <message>
        <source>Restored</source>
        <translation>Przywrócono</translation>
    </message>
    <message>
        <source>Empty database</source>
        <translation>Pusta baza</translation>
    </message>
    <message>
        <source>The damaged file is kept as %1</source>
        <translation>Uszkodzony plik zachowano jako %1</translation>
    </message>
    <message>
        <source>Restore failed</source>
        <translation>Nie udało się przywrócić</translation>
    </message>
    <message>
        <source>This game&apos;s saved entries cannot be read: %1

Restore it from the latest backup that holds it? The other games are not touched.</source>
        <translation>Zapisanych wpisów tej gry nie da się odczytać: %1

Przywrócić ją z najnowszej kopii zapasowej, która ją zawiera? Pozostałe gry zostaną nietknięte.</translation>
    </message>
    <message>
        <source>Damaged game</source>
        <translation>Uszkodzona gra</translation>
    </message>
    <message>
        <source>&amp;Restore this game</source>
        <translation>&amp;Przywróć tę grę</translation>
    </message>
</context>
<context>
    <name>DataProblemDialog</name>
    <message>
        <source>The games database needs attention</source>
        <translation>Baza gier wymaga uwagi</translation>
    </message>
    <message>
        <source>&lt;b&gt;The games database cannot be opened.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;Folder: %2</source>
        <translation>&lt;b&gt;Nie można otworzyć bazy gier.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;Folder: %2</translation>
    </message>
    <message>
        <source>Latest backup: %1 (%2 in all)</source>
        <translation>Najnowsza kopia zapasowa: %1 (razem %2)</translation>
    </message>
    <message>
        <source>There is no backup to restore from.</source>
        <translation>Nie ma kopii zapasowej do przywrócenia.</translation>
    </message>
    <message>
        <source>&amp;Restore the latest backup</source>
        <translation>&amp;Przywróć najnowszą kopię</translation>
    </message>
    <message>
        <source>Start an &amp;empty database (keep the damaged file aside)</source>
        <translation>Zacznij od &amp;pustej bazy (uszkodzony plik zostanie odłożony)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
</context>
<context>
    <name>ErrorGuard</name>
    <message>
        <source>Something went wrong: %1
Nothing was changed: the game is as it was before this action.
The details are in %2</source>
        <translation>Coś poszło nie tak: %1
Nic się nie zmieniło: gra jest taka jak przed tą czynnością.
Szczegóły w %2</translation>
    </message>
    <message>
        <source>(the log could not be written: %1)</source>
        <translation>(nie udało się zapisać dziennika błędów: %1)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Błąd</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Interface language:</source>
        <translation>Język interfejsu:</translation>
    </message>
    <message>
        <source>Data folder (games, settings, error log):</source>
        <translation>Folder danych (gry, ustawienia, dziennik błędów):</translation>
    </message>
    <message>
        <source>Choose the data folder</source>
        <translation>Wybierz folder danych</translation>
    </message>
    <message>
        <source>Default deadline of a phase:</source>
        <translation>Domyślny termin fazy:</translation>
    </message>
    <message>
        <source>Folder of your post templates:</source>
        <translation>Folder twoich szablonów postów:</translation>
    </message>
    <message>
        <source>Choose the template folder</source>
        <translation>Wybierz folder szablonów</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wybierz…</translation>
    </message>
    <message>
        <source>Set by MODERATOR_APP_DATA: change the variable to move it.</source>
        <translation>Ustawiony zmienną MODERATOR_APP_DATA: aby go przenieść, zmień zmienną.</translation>
    </message>
    <message>
        <source>Used from the next start; copy games.sqlite3 and gui.json there to take your games and settings along.</source>
        <translation>Używany od następnego uruchomienia; skopiuj tam games.sqlite3 i gui.json, aby zabrać gry i ustawienia.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Ustawienia zapisane.</translation>
    </message>
</context>
<context>
    <name>InboxView</name>
    <message>
        <source>Paste private messages or a page of thread posts here (Ctrl+V): they are read at once. Typed text: Ctrl+Enter reads it.</source>
        <translation>Wklej tu prywatne wiadomości lub stronę wątku (Ctrl+V): są czytane od razu. Wpisany tekst czyta Ctrl+Enter.</translation>
    </message>
    <message>
        <source>&amp;Accept all (Ctrl+Enter)</source>
        <translation>&amp;Przyjmij wszystko (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Accept &amp;row</source>
        <translation>Przyjmij &amp;wiersz</translation>
    </message>
    <message>
        <source>Remo&amp;ve row</source>
        <translation>&amp;Usuń wiersz</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: paste what arrived.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: wklej, co przyszło.</translation>
    </message>
    <message>
        <source>No phase is open: open one on the phase board.</source>
        <translation>Żadna faza nie jest otwarta: otwórz ją na tablicy faz.</translation>
    </message>
    <message>
        <source>Nothing to read in the pasted text.</source>
        <translation>We wklejonym tekście nie ma nic do przeczytania.</translation>
    </message>
    <message>
        <source>Nothing to accept: paste a message first.</source>
        <translation>Nie ma czego przyjąć: najpierw wklej wiadomość.</translation>
    </message>
    <message>
        <source>%1 recorded; %2 still in the inbox (see why in the table).</source>
        <translation>Zapisano: %1; w skrzynce zostało %2 (powód w tabeli).</translation>
    </message>
    <message>
        <source>%1 in the inbox: %2 ready to record, %3 need you.</source>
        <translation>W skrzynce %1: gotowe do zapisu %2, czeka na ciebie %3.</translation>
    </message>
    <message>
        <source>Record, untick or remove the messages in the inbox first.</source>
        <translation>Najpierw zapisz, odznacz lub usuń wiadomości ze skrzynki.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Gra skończona</translation>
    </message>
    <message>
        <source>Resolve %1</source>
        <translation>Rozstrzygnij: %1</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Otwórz: %1</translation>
    </message>
    <message>
        <source>Select a row first.</source>
        <translation>Najpierw wybierz wiersz.</translation>
    </message>
    <message>
        <source>This row cannot be recorded yet: see its Problem column.</source>
        <translation>Tego wiersza nie można jeszcze zapisać: zobacz kolumnę „Problem”.</translation>
    </message>
</context>
<context>
    <name>ReviewTable</name>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Second target</source>
        <translation>Drugi cel</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Pokój</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Pewność</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>(abstain)</source>
        <translation>(wstrzymuje się)</translation>
    </message>
    <message>
        <source>red</source>
        <translation>czerwony</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>niebieski</translation>
    </message>
    <message>
        <source>late</source>
        <translation>spóźniony</translation>
    </message>
    <message>
        <source>“%1” is not this role's: read as “%2”</source>
        <translation>„%1” to nie zdolność tej roli: odczytano jako „%2”</translation>
    </message>
    <message>
        <source>only a nick: read as the role's one action</source>
        <translation>tylko nick: odczytano jako jedyną akcję roli</translation>
    </message>
    <message>
        <source>not a player</source>
        <translation>nie gracz</translation>
    </message>
    <message>
        <source>who sent it? pick the sender</source>
        <translation>kto wysłał? wybierz nadawcę</translation>
    </message>
    <message>
        <source>whom is the vote for?</source>
        <translation>na kogo głos?</translation>
    </message>
    <message>
        <source>which action? pick it</source>
        <translation>jaka akcja? wybierz</translation>
    </message>
    <message>
        <source>not this role's ability: pick one of its own</source>
        <translation>to nie zdolność tej roli: wybierz jej własną</translation>
    </message>
    <message>
        <source>which role is copied?</source>
        <translation>którą rolę kopiuje?</translation>
    </message>
    <message>
        <source>no target: pick one</source>
        <translation>brak celu: wybierz</translation>
    </message>
    <message>
        <source>its phase is closed: remove it or enter it by hand</source>
        <translation>jego faza jest zamknięta: usuń wiersz lub wpisz ręcznie</translation>
    </message>
    <message>
        <source>after the deadline: tick it to record anyway</source>
        <translation>po terminie: zaznacz, by mimo to zapisać</translation>
    </message>
    <message>
        <source>breaks a rule: %1 (recorded as refused)</source>
        <translation>łamie zasadę: %1 (zostanie zapisane jako odrzucone)</translation>
    </message>
    <message>
        <source>follows the rules</source>
        <translation>zgodne z zasadami</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>ukryte</translation>
    </message>
    <message>
        <source>sender guessed: the only one who can do this and has not sent yet</source>
        <translation>nadawca odgadnięty: tylko on może to zrobić i jeszcze nie wysłał</translation>
    </message>
    <message>
        <source>read from the bold nick only: check it</source>
        <translation>odczytano tylko z pogrubionego nicku: sprawdź</translation>
    </message>
</context>
<context>
    <name>DeadlineBox</name>
    <message>
        <source>Set deadline</source>
        <translation>Ustaw termin</translation>
    </message>
    <message>
        <source>Deadline:</source>
        <translation>Termin:</translation>
    </message>
    <message>
        <source>No deadline set.</source>
        <translation>Termin nie jest ustawiony.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deadline passed&lt;/b&gt; (%1): later entries are marked late.</source>
        <translation>&lt;b&gt;Termin minął&lt;/b&gt; (%1): późniejsze ruchy są oznaczane jako spóźnione.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 h %2 min&lt;/b&gt; left until the deadline (%3)</source>
        <translation>Do terminu &lt;b&gt;%1 godz. %2 min&lt;/b&gt; (%3)</translation>
    </message>
    <message>
        <source>Deadline of the next phase: %1</source>
        <translation>Termin następnej fazy: %1</translation>
    </message>
</context>
<context>
    <name>MailView</name>
    <message>
        <source>To</source>
        <translation>Do</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>&amp;Copy and mark sent</source>
        <translation>&amp;Kopiuj i oznacz jako wysłane</translation>
    </message>
    <message>
        <source>Mark con&amp;firmed</source>
        <translation>Oznacz jako &amp;potwierdzone</translation>
    </message>
    <message>
        <source>drafted</source>
        <translation>szkic</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>wysłane</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>potwierdzone</translation>
    </message>
    <message>
        <source>receipt</source>
        <translation>potwierdzenie</translation>
    </message>
    <message>
        <source>reminder</source>
        <translation>przypomnienie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Correspondence&lt;/b&gt;: %1 drafted, %2 sent, %3 confirmed</source>
        <translation>&lt;b&gt;Korespondencja&lt;/b&gt;: szkiców %1, wysłanych %2, potwierdzonych %3</translation>
    </message>
    <message>
        <source>Copied: send it to %1.</source>
        <translation>Skopiowano: wyślij do %1.</translation>
    </message>
</context>
</TS>
