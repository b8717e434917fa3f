<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../models.py" line="18"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../models.py" line="18"/>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <location filename="../models.py" line="19"/>
        <source>Alive</source>
        <translation>Żyje</translation>
    </message>
    <message>
        <location filename="../models.py" line="19"/>
        <source>Sent</source>
        <translation>Wysłał</translation>
    </message>
    <message>
        <location filename="../models.py" line="20"/>
        <source>Refused</source>
        <translation>Odrzucone</translation>
    </message>
    <message>
        <location filename="../models.py" line="20"/>
        <source>abstains</source>
        <translation>wstrzymuje się</translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>alive</source>
        <translation>żyje</translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>dead</source>
        <translation>nie żyje</translation>
    </message>
    <message>
        <location filename="../models.py" line="22"/>
        <source>not sent yet</source>
        <translation>jeszcze nie wysłał</translation>
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
        <location filename="../controller.py" line="86"/>
        <source>Example game</source>
        <translation>Przykładowa gra</translation>
    </message>
    <message>
        <location filename="../controller.py" line="109"/>
        <source>Open a game first.</source>
        <translation>Najpierw otwórz grę.</translation>
    </message>
    <message>
        <location filename="../controller.py" line="124"/>
        <source>Undone.</source>
        <translation>Cofnięto.</translation>
    </message>
    <message>
        <location filename="../controller.py" line="129"/>
        <source>Redone.</source>
        <translation>Przywrócono.</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../game_view.py" line="30"/>
        <source>&amp;1 Role PMs</source>
        <translation>&amp;1 PW z rolami</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="31"/>
        <source>&amp;2 Phase board</source>
        <translation>&amp;2 Tablica fazy</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="32"/>
        <source>&amp;3 Inbox</source>
        <translation>&amp;3 Skrzynka</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="33"/>
        <source>&amp;4 Resolve</source>
        <translation>&amp;4 Rozstrzygnięcie</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="34"/>
        <source>&amp;5 Posts</source>
        <translation>&amp;5 Posty</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="35"/>
        <source>&amp;6 Log and reveal</source>
        <translation>&amp;6 Dziennik i ujawnienie</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="53"/>
        <source>game over</source>
        <translation>gra zakończona</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="55"/>
        <source>roles dealt, no phase yet</source>
        <translation>role rozdane, brak fazy</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="57"/>
        <source> (resolved)</source>
        <translation> (rozstrzygnięta)</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="59"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · seed %3 · %4 of %5 alive</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · ziarno %3 · żyje %4 z %5</translation>
    </message>
</context>
<context>
    <name>InboxView</name>
    <message>
        <location filename="../inbox.py" line="30"/>
        <source>Paste a private message or a vote here (Ctrl+V)</source>
        <translation>Wklej tu prywatną wiadomość lub głos (Ctrl+V)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="31"/>
        <source>A page of thread posts (votes)</source>
        <translation>Strona postów z wątku (głosy)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="40"/>
        <source>&amp;Accept (Ctrl+Enter)</source>
        <translation>&amp;Przyjmij (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="41"/>
        <source>C&amp;lear</source>
        <translation>&amp;Wyczyść</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Voter</source>
        <translation>Głosujący</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Vote for</source>
        <translation>Głos na</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Counts</source>
        <translation>Liczy się</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Why not</source>
        <translation>Dlaczego nie</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="58"/>
        <source>&amp;From</source>
        <translation>&amp;Od</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="59"/>
        <source>Ac&amp;tion</source>
        <translation>&amp;Akcja</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="60"/>
        <source>&amp;Target</source>
        <translation>&amp;Cel</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="61"/>
        <source>Second target</source>
        <translation>Drugi cel</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="93"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: paste what arrived.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: wklej, co przyszło.</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="94"/>
        <source>No phase is open: open one on the phase board.</source>
        <translation>Brak otwartej fazy: otwórz ją na tablicy fazy.</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="100"/>
        <location filename="../inbox.py" line="162"/>
        <source>(abstain)</source>
        <translation>(wstrzymuje się)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="156"/>
        <source>Understood: %1 (sure: %2%)</source>
        <translation>Zrozumiano: %1 (pewność: %2%)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="156"/>
        <source>Parser: %1</source>
        <translation>Parser: %1</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="163"/>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="163"/>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="167"/>
        <source>%1 votes count.</source>
        <translation>Liczy się głosów: %1.</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="200"/>
        <source>Breaks a rule: %1 (it will be recorded as refused)</source>
        <translation>Łamie zasadę: %1 (zostanie zapisane jako odrzucone)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="201"/>
        <source>Follows the rules.</source>
        <translation>Zgodne z zasadami.</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../log_view.py" line="57"/>
        <source>Copy the final reveal</source>
        <translation>Kopiuj ujawnienie</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="59"/>
        <source>Save the final reveal…</source>
        <translation>Zapisz ujawnienie…</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="61"/>
        <source>Export the report (JSON)…</source>
        <translation>Eksport raportu (JSON)…</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="86"/>
        <source>Save the final reveal</source>
        <translation>Zapisz ujawnienie</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="86"/>
        <source>BBCode text (*.txt)</source>
        <translation>Tekst BBCode (*.txt)</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="89"/>
        <location filename="../log_view.py" line="100"/>
        <source>Saved %1</source>
        <translation>Zapisano: %1</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="95"/>
        <source>Export the report</source>
        <translation>Eksport raportu</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="95"/>
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
        <location filename="../main_window.py" line="53"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="54"/>
        <source>&amp;Games…</source>
        <translation>&amp;Gry…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="55"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="56"/>
        <source>&amp;Import game script…</source>
        <translation>&amp;Import skryptu gry…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="57"/>
        <source>Open the &amp;example game</source>
        <translation>Otwórz &amp;przykładową grę</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="59"/>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="60"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="61"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="62"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="63"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="70"/>
        <source>&amp;Tools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="71"/>
        <source>&amp;Role set editor…</source>
        <translation>&amp;Edytor zestawów ról…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="88"/>
        <source>Moderator — games</source>
        <translation>Prowadzący — gry</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="94"/>
        <source>Moderator — %1</source>
        <translation>Prowadzący — %1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="126"/>
        <source>Role set editor</source>
        <translation>Edytor zestawów ról</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../new_game.py" line="26"/>
        <source>e.g. Mafia #12</source>
        <translation>np. Mafia #12</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="29"/>
        <source>Paste the sign-up list: one nick a line, or the whole sign-up post</source>
        <translation>Wklej listę zapisów: jeden nick w linii albo cały post zapisów</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="31"/>
        <source>Signed up as</source>
        <translation>Zapisany jako</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="31"/>
        <source>Mask (nick in the game)</source>
        <translation>Maska (nick w grze)</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="34"/>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="34"/>
        <source>Team</source>
        <translation>Drużyna</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="34"/>
        <source>Count</source>
        <translation>Ile</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="42"/>
        <source>New seed</source>
        <translation>Nowe ziarno</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="44"/>
        <source>Suggest a deal</source>
        <translation>Zaproponuj rozdanie</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="46"/>
        <source>&amp;Deal the roles</source>
        <translation>&amp;Rozdaj role</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="48"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="56"/>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="57"/>
        <source>Role set</source>
        <translation>Zestaw ról</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="62"/>
        <source>Seed of the deal</source>
        <translation>Ziarno rozdania</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="65"/>
        <source>Sign-up list</source>
        <translation>Lista zapisów</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="69"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="164"/>
        <source>%1 roles for %2 players</source>
        <translation>%1 ról dla %2 graczy</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="168"/>
        <source>The deal must have exactly one role per player.</source>
        <translation>Rozdanie musi mieć dokładnie jedną rolę na gracza.</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="171"/>
        <source>%1 has %2 seats; the rules want at least %3.</source>
        <translation>Drużyna „%1” ma miejsc: %2; zasady wymagają co najmniej %3.</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="184"/>
        <source>Game of %1</source>
        <translation>Gra: %1</translation>
    </message>
</context>
<context>
    <name>PhaseBoard</name>
    <message>
        <location filename="../phase_board.py" line="32"/>
        <source>Modkill</source>
        <translation>Modkill</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="32"/>
        <source>Substitute</source>
        <translation>Zastępstwo</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="32"/>
        <source>Inactive tonight</source>
        <translation>Nieaktywny tej nocy</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="33"/>
        <source>Penalty: double kill</source>
        <translation>Kara: podwójne zabójstwo</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="33"/>
        <source>Missed vote</source>
        <translation>Pominięty głos</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="39"/>
        <source>Apply</source>
        <translation>Zastosuj</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="46"/>
        <source>Host:</source>
        <translation>Prowadzący:</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="65"/>
        <source>&lt;b&gt;The game is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Gra zakończona.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="67"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is open</source>
        <translation>Otwarta faza: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="69"/>
        <source>&lt;b&gt;No phase is open.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Brak otwartej fazy.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="71"/>
        <source>Deadline: %1</source>
        <translation>Termin: %1</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="73"/>
        <source>Not sent yet: %1</source>
        <translation>Jeszcze nie wysłali: %1</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="74"/>
        <source>Everyone has sent.</source>
        <translation>Wszyscy wysłali.</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="75"/>
        <source>Open %1</source>
        <translation>Otwórz: %1</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="90"/>
        <source>reason</source>
        <translation>powód</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="90"/>
        <source>substitute&apos;s nick</source>
        <translation>nick zastępcy</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="102"/>
        <source>Type the substitute&apos;s nick.</source>
        <translation>Wpisz nick zastępcy.</translation>
    </message>
</context>
<context>
    <name>PostsView</name>
    <message>
        <location filename="../posts_view.py" line="44"/>
        <source>&amp;Copy this post</source>
        <extracomment>(label, BBCode)</extracomment>
        <translation>&amp;Kopiuj ten post</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="47"/>
        <source>Phase:</source>
        <translation>Faza:</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="49"/>
        <source>Posts in:</source>
        <translation>Język postów:</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="89"/>
        <source>Result post (thread)</source>
        <translation>Post z wynikami (do wątku)</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="91"/>
        <source>PM to %1</source>
        <translation>PW do %1</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="111"/>
        <source>Copied: %1</source>
        <translation>Skopiowano: %1</translation>
    </message>
</context>
<context>
    <name>ResolveView</name>
    <message>
        <location filename="../resolve_view.py" line="28"/>
        <source>survives</source>
        <translation>przeżywa</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="28"/>
        <source>dies</source>
        <translation>ginie</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="28"/>
        <source>is executed</source>
        <translation>zostaje stracony</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>no execution</source>
        <translation>bez egzekucji</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="34"/>
        <source>reason (required, it goes into the log)</source>
        <translation>powód (wymagany, trafi do dziennika)</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="35"/>
        <source>Override</source>
        <translation>Zmień wynik</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="38"/>
        <source>Phase:</source>
        <translation>Faza:</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="42"/>
        <source>Host overrides:</source>
        <translation>Decyzja prowadzącego:</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="57"/>
        <source> (open)</source>
        <translation> (otwarta)</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="62"/>
        <source>Resolve %1</source>
        <translation>Rozstrzygnij: %1</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="63"/>
        <source>Resolve</source>
        <translation>Rozstrzygnij</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="81"/>
        <source>%1: %2 refused — %3</source>
        <translation>%1: „%2” odrzucone — %3</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="86"/>
        <source>%1: vote refused — %2</source>
        <translation>%1: głos odrzucony — %2</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="88"/>
        <source>Not resolved yet: %1 requests, %2 votes recorded.</source>
        <translation>Jeszcze nie rozstrzygnięto: zgłoszeń %1, głosów %2.</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="103"/>
        <source>An override needs a reason.</source>
        <translation>Decyzja prowadzącego wymaga powodu.</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="111"/>
        <source>Only the last resolved phase can be overridden: undo what came after it first.</source>
        <translation>Zmienić można tylko ostatnią rozstrzygniętą fazę: najpierw cofnij to, co było po niej.</translation>
    </message>
</context>
<context>
    <name>RolePmsView</name>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <location filename="../role_pms.py" line="95"/>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <source>Sent</source>
        <translation>Wysłał</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="88"/>
        <source>Role set: %1 · seed of the deal: %2</source>
        <translation>Zestaw ról: %1 · ziarno rozdania: %2</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="113"/>
        <source>Role PM for %1 copied.</source>
        <translation>PW z rolą dla %1 skopiowana.</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="121"/>
        <source>Sent: %1 of %2</source>
        <translation>Wysłano: %1 z %2</translation>
    </message>
</context>
<context>
    <name>RolesetEditor</name>
    <message>
        <location filename="../roleset_editor.py" line="39"/>
        <source>Import a role set</source>
        <extracomment>the path a set was saved to</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="40"/>
        <source>Export the role set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="48"/>
        <source>Empty role set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="51"/>
        <source>Clone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="55"/>
        <source>Start from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="55"/>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="56"/>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="56"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="57"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="60"/>
        <source>Roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="61"/>
        <location filename="../roleset_editor.py" line="101"/>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="62"/>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="63"/>
        <source>Vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="64"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="72"/>
        <source>Checker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="96"/>
        <location filename="../roleset_editor.py" line="121"/>
        <source>Name (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="97"/>
        <source>Team</source>
        <translation>Drużyna</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="100"/>
        <source>Description (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="113"/>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="113"/>
        <location filename="../roleset_editor.py" line="129"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="117"/>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="122"/>
        <source>Trigger words (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="123"/>
        <source>Parameters: priority, targets, charges, chance, reveals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="124"/>
        <source>Add a parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="129"/>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="134"/>
        <source>The rulings&apos; switches; a value written $name anywhere in the set uses the option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="136"/>
        <source>Add an option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="146"/>
        <source>A player may vote for himself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="149"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="153"/>
        <source>Tie rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="154"/>
        <source>Quorum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="156"/>
        <source>Missed votes that remove a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="166"/>
        <source>How many of each role for each player count (rows: players).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="170"/>
        <source>Add a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="180"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="181"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="219"/>
        <source>No problems: the set can be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="266"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="333"/>
        <source>New role id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="337"/>
        <source>Add a team first (clone a set, or import one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="343"/>
        <source>New ability id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="344"/>
        <source>Effect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="352"/>
        <source>Parameter name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="357"/>
        <source>Option name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="381"/>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="385"/>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
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
</TS>
