<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../models.py" line="18"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="18"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="19"/>
        <source>Alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="19"/>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="20"/>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="20"/>
        <source>abstains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="22"/>
        <source>not sent yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../controller.py" line="64"/>
        <source>The game is no longer in the database.</source>
        <extracomment>the game (or which game is open) changed: screens refresh a message for the status bar (errors and what an action did)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller.py" line="86"/>
        <source>Example game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller.py" line="109"/>
        <source>Open a game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller.py" line="124"/>
        <source>Undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller.py" line="129"/>
        <source>Redone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../game_view.py" line="30"/>
        <source>&amp;1 Role PMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="31"/>
        <source>&amp;2 Phase board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="32"/>
        <source>&amp;3 Inbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="33"/>
        <source>&amp;4 Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="34"/>
        <source>&amp;5 Posts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="35"/>
        <source>&amp;6 Log and reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="53"/>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="55"/>
        <source>roles dealt, no phase yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="57"/>
        <source> (resolved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="59"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · seed %3 · %4 of %5 alive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InboxView</name>
    <message>
        <location filename="../inbox.py" line="30"/>
        <source>Paste a private message or a vote here (Ctrl+V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="31"/>
        <source>A page of thread posts (votes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="40"/>
        <source>&amp;Accept (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="41"/>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Voter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Vote for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="58"/>
        <source>&amp;From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="59"/>
        <source>Ac&amp;tion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="60"/>
        <source>&amp;Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="61"/>
        <source>Second target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="93"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: paste what arrived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="94"/>
        <source>No phase is open: open one on the phase board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="100"/>
        <location filename="../inbox.py" line="162"/>
        <source>(abstain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="156"/>
        <source>Understood: %1 (sure: %2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="156"/>
        <source>Parser: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="163"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="163"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="167"/>
        <source>%1 votes count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="200"/>
        <source>Breaks a rule: %1 (it will be recorded as refused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../inbox.py" line="201"/>
        <source>Follows the rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../log_view.py" line="57"/>
        <source>Copy the final reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="59"/>
        <source>Save the final reveal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="61"/>
        <source>Export the report (JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="86"/>
        <source>Save the final reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="86"/>
        <source>BBCode text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="89"/>
        <location filename="../log_view.py" line="100"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="95"/>
        <source>Export the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="95"/>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="25"/>
        <source>Import a game script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="25"/>
        <source>Game scripts (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="53"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="54"/>
        <source>&amp;Games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="55"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="56"/>
        <source>&amp;Import game script…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="57"/>
        <source>Open the &amp;example game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="59"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="60"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="61"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="62"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="63"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="70"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="71"/>
        <source>&amp;Role set editor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="88"/>
        <source>Moderator — games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="94"/>
        <source>Moderator — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="126"/>
        <source>Role set editor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../new_game.py" line="26"/>
        <source>e.g. Mafia #12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="29"/>
        <source>Paste the sign-up list: one nick a line, or the whole sign-up post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="31"/>
        <source>Signed up as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="31"/>
        <source>Mask (nick in the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="34"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="34"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="34"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="42"/>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="44"/>
        <source>Suggest a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="46"/>
        <source>&amp;Deal the roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="48"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="56"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="57"/>
        <source>Role set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="62"/>
        <source>Seed of the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="65"/>
        <source>Sign-up list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="69"/>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="164"/>
        <source>%1 roles for %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="168"/>
        <source>The deal must have exactly one role per player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="171"/>
        <source>%1 has %2 seats; the rules want at least %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="184"/>
        <source>Game of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhaseBoard</name>
    <message>
        <location filename="../phase_board.py" line="32"/>
        <source>Modkill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="32"/>
        <source>Substitute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="32"/>
        <source>Inactive tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="33"/>
        <source>Penalty: double kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="33"/>
        <source>Missed vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="39"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="46"/>
        <source>Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="65"/>
        <source>&lt;b&gt;The game is over.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="67"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="69"/>
        <source>&lt;b&gt;No phase is open.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="71"/>
        <source>Deadline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="73"/>
        <source>Not sent yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="74"/>
        <source>Everyone has sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="75"/>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="90"/>
        <source>reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="90"/>
        <source>substitute&apos;s nick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="102"/>
        <source>Type the substitute&apos;s nick.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PostsView</name>
    <message>
        <location filename="../posts_view.py" line="44"/>
        <source>&amp;Copy this post</source>
        <extracomment>(label, BBCode)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="47"/>
        <source>Phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="49"/>
        <source>Posts in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="89"/>
        <source>Result post (thread)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="91"/>
        <source>PM to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="111"/>
        <source>Copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResolveView</name>
    <message>
        <location filename="../resolve_view.py" line="28"/>
        <source>survives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="28"/>
        <source>dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="28"/>
        <source>is executed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>no execution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="34"/>
        <source>reason (required, it goes into the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="35"/>
        <source>Override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="38"/>
        <source>Phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="42"/>
        <source>Host overrides:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="57"/>
        <source> (open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="62"/>
        <source>Resolve %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="63"/>
        <source>Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="81"/>
        <source>%1: %2 refused — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="86"/>
        <source>%1: vote refused — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="88"/>
        <source>Not resolved yet: %1 requests, %2 votes recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="103"/>
        <source>An override needs a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="111"/>
        <source>Only the last resolved phase can be overridden: undo what came after it first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RolePmsView</name>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <location filename="../role_pms.py" line="95"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="88"/>
        <source>Role set: %1 · seed of the deal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="113"/>
        <source>Role PM for %1 copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="121"/>
        <source>Sent: %1 of %2</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="22"/>
        <source>No games yet. Start a new one or open the example game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="23"/>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="25"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="27"/>
        <source>Open the &amp;example game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="29"/>
        <source>&amp;Import game script…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../start_page.py" line="46"/>
        <source> (example)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../texts.py" line="19"/>
        <source>Day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="20"/>
        <source>Night %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="21"/>
        <source>Council %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="22"/>
        <source>Unmasking %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="25"/>
        <source>day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="26"/>
        <source>night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="27"/>
        <source>council</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="28"/>
        <source>unmasking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="31"/>
        <source>dead actor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="32"/>
        <source>not this role&apos;s ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="33"/>
        <source>inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="34"/>
        <source>already used (once per game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="35"/>
        <source>no charges left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="36"/>
        <source>no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="37"/>
        <source>cannot target himself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="38"/>
        <source>same target two nights in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="39"/>
        <source>no lynch on day 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="40"/>
        <source>dead voter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="41"/>
        <source>deprived of the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="42"/>
        <source>self-vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="43"/>
        <source>not understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="44"/>
        <source>a death note was already sent; it cannot be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="47"/>
        <source>%1 is already dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="48"/>
        <source>not a %1 action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="50"/>
        <source>too many targets (%1, at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="51"/>
        <source>no vote in a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../texts.py" line="52"/>
        <source>not understood: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
