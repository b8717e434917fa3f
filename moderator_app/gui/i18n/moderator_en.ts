<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AbilitiesPage</name>
    <message>
        <location filename="../roleset_editor_abilities.py" line="47"/>
        <source>new ability id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="49"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="51"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="71"/>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="77"/>
        <source>words separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="78"/>
        <source>Name (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="79"/>
        <source>Trigger words (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="86"/>
        <source>&lt;b&gt;Parameters&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="136"/>
        <source>Priority band: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="144"/>
        <source>default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="148"/>
        <source>a parameter of the effect &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="148"/>
        <source>a parameter any ability may carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="152"/>
        <source>Add a parameter…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../models.py" line="20"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="20"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>Alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="22"/>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="22"/>
        <source>abstains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="23"/>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="23"/>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="24"/>
        <source>not sent yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="24"/>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="25"/>
        <source>sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models.py" line="26"/>
        <source>goal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(late: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../roleset_editor_deal.py" line="31"/>
        <source> players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="32"/>
        <source>Add a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="34"/>
        <source>Remove the chosen row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="37"/>
        <source>How many of each role for each player count (rows: players).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="54"/>
        <source>Total</source>
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
        <location filename="../controller.py" line="88"/>
        <source>Example game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller.py" line="124"/>
        <source>Open a game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller.py" line="139"/>
        <source>Undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller.py" line="144"/>
        <source>Redone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be rebuilt from its saved entries: %1</source>
        <translation>The game cannot be rebuilt from its saved entries: %1</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../game_view.py" line="35"/>
        <source>I play too (hide secrets until the unmasking)</source>
        <extracomment>(attribute, module, class) per tab, in tab order</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="36"/>
        <source>The host&apos;s screen shows only his own seat&apos;s role and goal, as a player would see it, until the unmasking is resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="39"/>
        <source>Your own seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;1 Role PMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;2 Phase board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;3 Inbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;4 Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="43"/>
        <source>&amp;5 Posts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="43"/>
        <source>&amp;6 Log and reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="99"/>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="101"/>
        <source>roles dealt, no phase yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="103"/>
        <source> (resolved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_view.py" line="105"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · seed %3 · %4 of %5 alive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostEventForm</name>
    <message>
        <location filename="../host_events.py" line="53"/>
        <source>Modkill</source>
        <extracomment>event -&gt; (whom the player list offers, whom the target list offers, what the text field holds)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="53"/>
        <source>Substitute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="53"/>
        <source>Inactive tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="54"/>
        <source>Penalty: double kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="54"/>
        <source>Missed vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="55"/>
        <source>Shot (pistol, bullet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="55"/>
        <source>Death note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="56"/>
        <source>Answer to a bribed question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="56"/>
        <source>Deprive of the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="57"/>
        <source>Fix a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="57"/>
        <source>Close the day early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="58"/>
        <source>Unmasking guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="66"/>
        <source>reason (goes into the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="67"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="74"/>
        <source>Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="137"/>
        <source>substitute&apos;s nick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="137"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="137"/>
        <source>new value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="142"/>
        <source>Questions about a role or a night action are not allowed: answer those with a refusal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="143"/>
        <source>One death note per game; it cannot be changed once sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="144"/>
        <source>The last resolution made no draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../host_events.py" line="172"/>
        <source>Fill in: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../log_view.py" line="25"/>
        <source>Copy the final reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="27"/>
        <source>Save the final reveal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="29"/>
        <source>Export the report (JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="48"/>
        <source>You play in this game: the journal and the reveal stay hidden until the unmasking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="63"/>
        <source>Save the final reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="63"/>
        <source>BBCode text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="66"/>
        <location filename="../log_view.py" line="77"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="72"/>
        <source>Export the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../log_view.py" line="72"/>
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
        <location filename="../main_window.py" line="27"/>
        <location filename="../main_window.py" line="147"/>
        <source>Edit a post template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="27"/>
        <source>Template to copy into your folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="56"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="57"/>
        <source>&amp;Games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="58"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="59"/>
        <source>&amp;Import game script…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="60"/>
        <source>Open the &amp;example game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="62"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="63"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="64"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="65"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="66"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="73"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="74"/>
        <source>&amp;Role set editor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="76"/>
        <source>Edit a post &amp;template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="92"/>
        <source>Moderator — games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="98"/>
        <source>Moderator — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="144"/>
        <source>Your copy of the template is %1
Edit it in any text editor: the Posts tab uses it from now on. Delete the file to go back to the shipped one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.py" line="154"/>
        <source>Role set editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
</context>
<context>
    <name>MasksTable</name>
    <message>
        <location filename="../masks_table.py" line="26"/>
        <source>Sub-masks: players play under game nicks with passwords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="27"/>
        <source>&amp;Issue game nicks and passwords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="30"/>
        <source>Real account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="30"/>
        <source>Game nick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="30"/>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="97"/>
        <source>%1 has no game nick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="99"/>
        <source>The game nick %1 is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="101"/>
        <source>The game nick %1 is a real account: a mask must not be a face.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../new_game.py" line="28"/>
        <source>e.g. Mafia #12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="31"/>
        <source>Paste the sign-up list: one forum account a line, or the whole sign-up post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="36"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="36"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="36"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="46"/>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="48"/>
        <source>Suggest a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="50"/>
        <source>&amp;Deal the roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="52"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="60"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="61"/>
        <source>Role set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="66"/>
        <source>Seed of the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="69"/>
        <source>Sign-up list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="73"/>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="169"/>
        <source>%1 roles for %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="173"/>
        <source>The deal must have exactly one role per player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="176"/>
        <source>%1 has %2 seats; the rules want at least %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../new_game.py" line="193"/>
        <source>Game of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <location filename="../roleset_editor_rules.py" line="51"/>
        <source>The rulings&apos; switches; a value written $name anywhere in the set uses the option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="58"/>
        <source>new option name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="59"/>
        <source>Add an option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="82"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhaseBoard</name>
    <message>
        <location filename="../phase_board.py" line="50"/>
        <source>&lt;b&gt;The game is over.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="52"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="54"/>
        <source>&lt;b&gt;No phase is open.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="56"/>
        <source>Deadline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="58"/>
        <source>Not sent yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="59"/>
        <source>Everyone has sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="64"/>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PostsView</name>
    <message>
        <location filename="../posts_view.py" line="47"/>
        <source>&amp;Copy this post</source>
        <extracomment>the phase picker&apos;s two entries that are not phases (label, BBCode)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="50"/>
        <source>Phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="52"/>
        <source>Posts in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="69"/>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="74"/>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="95"/>
        <source>Template error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="107"/>
        <source>Opening post (thread)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="110"/>
        <source>Final reveal (thread)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="110"/>
        <source>You play in this game: the final reveal stays hidden until the unmasking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="115"/>
        <source>Result post (thread)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="118"/>
        <location filename="../posts_view.py" line="121"/>
        <source>PM to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="119"/>
        <source>You play in this game: copy this PM and send it without reading it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="138"/>
        <source>Copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResolveView</name>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>survives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>is executed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="30"/>
        <source>no execution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="35"/>
        <source>reason (required, it goes into the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="36"/>
        <source>Override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="39"/>
        <source>Phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="43"/>
        <source>Host overrides:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="58"/>
        <source> (open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="63"/>
        <source>Resolve %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="64"/>
        <source>Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="81"/>
        <source>You play in this game: the resolution log stays hidden until the unmasking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="85"/>
        <source>%1: %2 refused — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="90"/>
        <source>%1: vote refused — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="92"/>
        <source>Not resolved yet: %1 requests, %2 votes recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="107"/>
        <source>An override needs a reason.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RolePmsView</name>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <location filename="../role_pms.py" line="68"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <source>Send to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="26"/>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="53"/>
        <source>Role set: %1 · seed of the deal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="65"/>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="86"/>
        <source>Role PM for %1 copied: send it to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="99"/>
        <source>You play in this game: copy this card and send it without reading it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="95"/>
        <source>Sent: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../roleset_editor_roles.py" line="36"/>
        <source>new role id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="37"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="39"/>
        <location filename="../roleset_editor_roles.py" line="161"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="61"/>
        <source>Name (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="62"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="65"/>
        <source>Description (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="66"/>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="69"/>
        <source>Add a trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="71"/>
        <source>Add an immunity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="102"/>
        <source>Add a team first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="142"/>
        <source>The role the player is told he has (he does not know his real one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="146"/>
        <source>Card shows the role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="147"/>
        <source>Knows the roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="149"/>
        <source>Trigger %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="149"/>
        <source>Immunity %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RolesetEditor</name>
    <message>
        <location filename="../roleset_editor.py" line="44"/>
        <source>Import a role set</source>
        <extracomment>top-level key of the set -&gt; the tab that edits it (a checker message there opens that tab) the path a set was saved to</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="45"/>
        <source>Export the role set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="52"/>
        <source>Empty role set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="55"/>
        <source>Clone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="60"/>
        <source>Start from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="60"/>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="61"/>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="61"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="58"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="68"/>
        <source>Roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="68"/>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="68"/>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="69"/>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="69"/>
        <source>Vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="69"/>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="74"/>
        <source>Click a message to open the place it points at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="82"/>
        <source>Checker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="154"/>
        <source>No problems: the set can be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="187"/>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="191"/>
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
    <message>
        <source> — ⚠ damaged: %1</source>
        <translation> — ⚠ damaged: %1</translation>
    </message>
</context>
<context>
    <name>TeamsPage</name>
    <message>
        <location filename="../roleset_editor_teams.py" line="36"/>
        <source>new team id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="37"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="39"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="50"/>
        <source>A loner: plays alone, wins alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="62"/>
        <source>Name (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="64"/>
        <source>Win condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="77"/>
        <source>Wins when every enemy team is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="78"/>
        <source>Wins when its living members are not fewer than all the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="79"/>
        <source>A loner wins alone (or with one more player, if allowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="80"/>
        <source>Wins when only its members are alive (or any is alive after the last round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="81"/>
        <source>Wins when the living players with the flag outnumber the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="82"/>
        <source>Never wins (scores points instead).</source>
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
<context>
    <name>ValueField</name>
    <message>
        <location filename="../roleset_editor_fields.py" line="48"/>
        <source>Take the value from an option (a ruling&apos;s switch)</source>
        <extracomment>inputs naming the set&apos;s own ids: a ruling switch never stands there kind -&gt; the ids it offers, read from the model at the time the field is built</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VotePage</name>
    <message>
        <location filename="../roleset_editor_rules.py" line="110"/>
        <source>A player may vote for himself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="112"/>
        <source>A player&apos;s last vote counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="115"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="118"/>
        <source>false, or colours with weights: {red: 1, blue: -1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="122"/>
        <source>Tie rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="123"/>
        <source>Quorum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="126"/>
        <source>Missed votes that remove a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="127"/>
        <source>Vote colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="153"/>
        <source>(option %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataDialog</name>
    <message>
        <source>Already open</source>
        <translation>Already open</translation>
    </message>
    <message>
        <source>The data folder cannot be used</source>
        <translation>The data folder cannot be used</translation>
    </message>
    <message>
        <source>Restored</source>
        <translation>Restored</translation>
    </message>
    <message>
        <source>Empty database</source>
        <translation>Empty database</translation>
    </message>
    <message>
        <source>The damaged file is kept as %1</source>
        <translation>The damaged file is kept as %1</translation>
    </message>
    <message>
        <source>Restore failed</source>
        <translation>Restore failed</translation>
    </message>
    <message>
        <source>This game&apos;s saved entries cannot be read: %1

Restore it from the latest backup that holds it? The other games are not touched.</source>
        <translation>This game&apos;s saved entries cannot be read: %1

Restore it from the latest backup that holds it? The other games are not touched.</translation>
    </message>
    <message>
        <source>Damaged game</source>
        <translation>Damaged game</translation>
    </message>
    <message>
        <source>&amp;Restore this game</source>
        <translation>&amp;Restore this game</translation>
    </message>
</context>
<context>
    <name>DataProblemDialog</name>
    <message>
        <source>The games database needs attention</source>
        <translation>The games database needs attention</translation>
    </message>
    <message>
        <source>&lt;b&gt;The games database cannot be opened.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;Folder: %2</source>
        <translation>&lt;b&gt;The games database cannot be opened.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;Folder: %2</translation>
    </message>
    <message>
        <source>Latest backup: %1 (%2 in all)</source>
        <translation>Latest backup: %1 (%2 in all)</translation>
    </message>
    <message>
        <source>There is no backup to restore from.</source>
        <translation>There is no backup to restore from.</translation>
    </message>
    <message>
        <source>&amp;Restore the latest backup</source>
        <translation>&amp;Restore the latest backup</translation>
    </message>
    <message>
        <source>Start an &amp;empty database (keep the damaged file aside)</source>
        <translation>Start an &amp;empty database (keep the damaged file aside)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
</context>
<context>
    <name>InboxView</name>
    <message>
        <source>Paste private messages or a page of thread posts here (Ctrl+V): they are read at once. Typed text: Ctrl+Enter reads it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept all (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept &amp;row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: paste what arrived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No phase is open: open one on the phase board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to read in the pasted text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to accept: paste a message first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recorded; %2 still in the inbox (see why in the table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in the inbox: %2 ready to record, %3 need you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record, untick or remove the messages in the inbox first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a row first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This row cannot be recorded yet: see its Problem column.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewTable</name>
    <message>
        <source>✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(abstain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>late</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not this role's: read as “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a nick: read as the role's one action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who sent it? pick the sender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whom is the vote for?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which action? pick it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not this role's ability: pick one of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which role is copied?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no target: pick one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its phase is closed: remove it or enter it by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the deadline: tick it to record anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks a rule: %1 (recorded as refused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follows the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sender guessed: the only one who can do this and has not sent yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read from the bold nick only: check it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeadlineBox</name>
    <message>
        <source>Set deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deadline set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Deadline passed&lt;/b&gt; (%1): later entries are marked late.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 h %2 min&lt;/b&gt; left until the deadline (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline of the next phase: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MailView</name>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy and mark sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark con&amp;firmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drafted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receipt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reminder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Correspondence&lt;/b&gt;: %1 drafted, %2 sent, %3 confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied: send it to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
