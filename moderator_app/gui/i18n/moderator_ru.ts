<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AbilitiesPage</name>
    <message>
        <location filename="../roleset_editor_abilities.py" line="47"/>
        <source>new ability id</source>
        <translation>id новой способности</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="49"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="51"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="71"/>
        <source>Effect</source>
        <translation>Эффект</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="77"/>
        <source>words separated by commas</source>
        <translation>слова через запятую</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="78"/>
        <source>Name (%1)</source>
        <translation>Название (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="79"/>
        <source>Trigger words (%1)</source>
        <translation>Слова-триггеры (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="86"/>
        <source>&lt;b&gt;Parameters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Параметры&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="136"/>
        <source>Priority band: %1</source>
        <translation>Диапазон приоритета: %1</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="144"/>
        <source>default (%1)</source>
        <translation>по умолчанию (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="148"/>
        <source>a parameter of the effect &apos;%1&apos;</source>
        <translation>параметр эффекта «%1»</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="148"/>
        <source>a parameter any ability may carry</source>
        <translation>параметр, допустимый для любой способности</translation>
    </message>
    <message>
        <location filename="../roleset_editor_abilities.py" line="152"/>
        <source>Add a parameter…</source>
        <translation>Добавить параметр…</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../models.py" line="20"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../models.py" line="20"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>Alive</source>
        <translation>Жив</translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>Sent</source>
        <translation>Прислал</translation>
    </message>
    <message>
        <location filename="../models.py" line="22"/>
        <source>Refused</source>
        <translation>Отклонено</translation>
    </message>
    <message>
        <location filename="../models.py" line="22"/>
        <source>abstains</source>
        <translation>воздерживается</translation>
    </message>
    <message>
        <location filename="../models.py" line="23"/>
        <source>alive</source>
        <translation>жив(а)</translation>
    </message>
    <message>
        <location filename="../models.py" line="23"/>
        <source>dead</source>
        <translation>мёртв(а)</translation>
    </message>
    <message>
        <location filename="../models.py" line="24"/>
        <source>not sent yet</source>
        <translation>ещё не прислал</translation>
    </message>
    <message>
        <location filename="../models.py" line="24"/>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <location filename="../models.py" line="25"/>
        <source>sent</source>
        <translation>прислал</translation>
    </message>
    <message>
        <location filename="../models.py" line="26"/>
        <source>goal: %1</source>
        <translation>цель: %1</translation>
    </message>
    <message>
        <source>(late: %1)</source>
        <translation>(опоздал: %1)</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../roleset_editor_deal.py" line="31"/>
        <source> players</source>
        <translation> игроков</translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="32"/>
        <source>Add a row</source>
        <translation>Добавить строку</translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="34"/>
        <source>Remove the chosen row</source>
        <translation>Удалить выбранную строку</translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="37"/>
        <source>How many of each role for each player count (rows: players).</source>
        <translation>Сколько каких ролей при каждом числе игроков (строки — игроки).</translation>
    </message>
    <message>
        <location filename="../roleset_editor_deal.py" line="54"/>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../controller.py" line="64"/>
        <source>The game is no longer in the database.</source>
        <extracomment>the game (or which game is open) changed: screens refresh a message for the status bar (errors and what an action did)</extracomment>
        <translation>Этой игры больше нет в базе.</translation>
    </message>
    <message>
        <location filename="../controller.py" line="88"/>
        <source>Example game</source>
        <translation>Пример игры</translation>
    </message>
    <message>
        <location filename="../controller.py" line="124"/>
        <source>Open a game first.</source>
        <translation>Сначала откройте игру.</translation>
    </message>
    <message>
        <location filename="../controller.py" line="139"/>
        <source>Undone.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <location filename="../controller.py" line="144"/>
        <source>Redone.</source>
        <translation>Возвращено.</translation>
    </message>
    <message>
        <source>The game cannot be rebuilt from its saved entries: %1</source>
        <translation>Игру не удаётся восстановить из сохранённых записей: %1</translation>
    </message>
    <message>
        <source>A game needs a name.</source>
        <translation>У игры должно быть название.</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (копия)</translation>
    </message>
    <message>
        <source>Saved the whole game to %1</source>
        <translation>Вся игра сохранена в %1</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../game_view.py" line="35"/>
        <source>I play too (hide secrets until the unmasking)</source>
        <extracomment>(attribute, module, class) per tab, in tab order</extracomment>
        <translation>Я тоже играю (скрывать тайны до вскрытия)</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="36"/>
        <source>The host&apos;s screen shows only his own seat&apos;s role and goal, as a player would see it, until the unmasking is resolved.</source>
        <translation>До вскрытия экран ведущего показывает только роль и цель его собственного места — как их видел бы игрок.</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="39"/>
        <source>Your own seat</source>
        <translation>Ваше место за столом</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;1 Role PMs</source>
        <translation>&amp;1 ЛС с ролями</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;2 Phase board</source>
        <translation>&amp;2 Доска фазы</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;3 Inbox</source>
        <translation>&amp;3 Входящие</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="42"/>
        <source>&amp;4 Resolve</source>
        <translation>&amp;4 Итоги</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="43"/>
        <source>&amp;5 Posts</source>
        <translation>&amp;5 Посты</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="43"/>
        <source>&amp;6 Log and reveal</source>
        <translation>&amp;6 Журнал и вскрытие</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="99"/>
        <source>game over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="101"/>
        <source>roles dealt, no phase yet</source>
        <translation>роли розданы, фаз ещё нет</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="103"/>
        <source> (resolved)</source>
        <translation> (итоги подведены)</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="105"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · seed %3 · %4 of %5 alive</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · сид %3 · живы %4 из %5</translation>
    </message>
</context>
<context>
    <name>HostEventForm</name>
    <message>
        <location filename="../host_events.py" line="53"/>
        <source>Modkill</source>
        <extracomment>event -&gt; (whom the player list offers, whom the target list offers, what the text field holds)</extracomment>
        <translation>Модкилл</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="53"/>
        <source>Substitute</source>
        <translation>Замена</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="53"/>
        <source>Inactive tonight</source>
        <translation>Неактивен этой ночью</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="54"/>
        <source>Penalty: double kill</source>
        <translation>Штраф: двойное убийство</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="54"/>
        <source>Missed vote</source>
        <translation>Пропуск голосования</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="55"/>
        <source>Shot (pistol, bullet)</source>
        <translation>Выстрел (пистолет, пуля)</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="55"/>
        <source>Death note</source>
        <translation>Посмертная записка</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="56"/>
        <source>Answer to a bribed question</source>
        <translation>Ответ на подкупленный вопрос</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="56"/>
        <source>Deprive of the vote</source>
        <translation>Лишить голоса</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="57"/>
        <source>Fix a draw</source>
        <translation>Исправить жребий</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="57"/>
        <source>Close the day early</source>
        <translation>Закрыть день досрочно</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="58"/>
        <source>Unmasking guess</source>
        <translation>Догадка при разоблачении</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="66"/>
        <source>reason (goes into the log)</source>
        <translation>причина (попадёт в журнал)</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="67"/>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="74"/>
        <source>Host:</source>
        <translation>Ведущий:</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="137"/>
        <source>substitute&apos;s nick</source>
        <translation>ник заменяющего</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="137"/>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="137"/>
        <source>new value</source>
        <translation>новое значение</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="142"/>
        <source>Questions about a role or a night action are not allowed: answer those with a refusal.</source>
        <translation>Вопросы о роли или ночном действии запрещены: на такие отвечайте отказом.</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="143"/>
        <source>One death note per game; it cannot be changed once sent.</source>
        <translation>Одна посмертная записка за игру; после отправки её нельзя изменить.</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="144"/>
        <source>The last resolution made no draw.</source>
        <translation>Последний итог не тянул жребий.</translation>
    </message>
    <message>
        <location filename="../host_events.py" line="172"/>
        <source>Fill in: %1</source>
        <translation>Заполните: %1</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>→ %1 (resolved again)</source>
        <translation>→ %1 (итоги пересчитаются)</translation>
    </message>
    <message>
        <source>→ the next phase: open it first</source>
        <translation>→ следующая фаза: сначала откройте её</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../log_view.py" line="25"/>
        <source>Copy the final reveal</source>
        <translation>Копировать вскрытие</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="27"/>
        <source>Save the final reveal…</source>
        <translation>Сохранить вскрытие…</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="29"/>
        <source>Export the report (JSON)…</source>
        <translation>Экспорт отчёта (JSON)…</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="48"/>
        <source>You play in this game: the journal and the reveal stay hidden until the unmasking.</source>
        <translation>Вы играете в этой игре: журнал и вскрытие скрыты до вскрытия ролей.</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="63"/>
        <source>Save the final reveal</source>
        <translation>Сохранить вскрытие</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="63"/>
        <source>BBCode text (*.txt)</source>
        <translation>Текст BBCode (*.txt)</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="66"/>
        <location filename="../log_view.py" line="77"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="72"/>
        <source>Export the report</source>
        <translation>Экспорт отчёта</translation>
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
        <translation>Импорт сценария игры</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="25"/>
        <source>Game scripts (*.yaml *.yml)</source>
        <translation>Сценарии игр (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="27"/>
        <location filename="../main_window.py" line="147"/>
        <source>Edit a post template</source>
        <translation>Правка шаблона поста</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="27"/>
        <source>Template to copy into your folder:</source>
        <translation>Какой шаблон скопировать в вашу папку:</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="56"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="57"/>
        <source>&amp;Games…</source>
        <translation>&amp;Игры…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="58"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="59"/>
        <source>&amp;Import game script…</source>
        <translation>&amp;Импорт сценария игры…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="60"/>
        <source>Open the &amp;example game</source>
        <translation>Открыть &amp;пример игры</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="62"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="63"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="64"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="65"/>
        <source>&amp;Redo</source>
        <translation>&amp;Вернуть</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="66"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="73"/>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="74"/>
        <source>&amp;Role set editor…</source>
        <translation>&amp;Редактор наборов ролей…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="76"/>
        <source>Edit a post &amp;template…</source>
        <translation>Править &amp;шаблон поста…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="92"/>
        <source>Moderator — games</source>
        <translation>Ведущий — игры</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="98"/>
        <source>Moderator — %1</source>
        <translation>Ведущий — %1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="144"/>
        <source>Your copy of the template is %1
Edit it in any text editor: the Posts tab uses it from now on. Delete the file to go back to the shipped one.</source>
        <translation>Ваша копия шаблона: %1
Правьте её в любом текстовом редакторе: вкладка «Посты» теперь берёт её. Удалите файл, чтобы вернуться к встроенному шаблону.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="154"/>
        <source>Role set editor</source>
        <translation>Редактор наборов ролей</translation>
    </message>
    <message>
        <source>Open a game &amp;file…</source>
        <translation>Открыть &amp;файл игры…</translation>
    </message>
    <message>
        <source>&amp;Save the whole game to a file…</source>
        <translation>&amp;Сохранить всю игру в файл…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>Moderator — new game</source>
        <translation>Ведущий — новая игра</translation>
    </message>
</context>
<context>
    <name>MasksTable</name>
    <message>
        <location filename="../masks_table.py" line="26"/>
        <source>Sub-masks: players play under game nicks with passwords</source>
        <translation>Подмаски: игроки играют под игровыми никами с паролями</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="27"/>
        <source>&amp;Issue game nicks and passwords</source>
        <translation>&amp;Выдать игровые ники и пароли</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="30"/>
        <source>Real account</source>
        <translation>Настоящий аккаунт</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="30"/>
        <source>Game nick</source>
        <translation>Игровой ник</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="30"/>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="97"/>
        <source>%1 has no game nick.</source>
        <translation>У %1 нет игрового ника.</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="99"/>
        <source>The game nick %1 is given twice.</source>
        <translation>Игровой ник %1 выдан дважды.</translation>
    </message>
    <message>
        <location filename="../masks_table.py" line="101"/>
        <source>The game nick %1 is a real account: a mask must not be a face.</source>
        <translation>Игровой ник %1 — это настоящий аккаунт: маска не должна совпадать с лицом.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../new_game.py" line="28"/>
        <source>e.g. Mafia #12</source>
        <translation>напр. Мафия №12</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="31"/>
        <source>Paste the sign-up list: one forum account a line, or the whole sign-up post</source>
        <translation>Вставьте список записавшихся: по аккаунту форума в строке или весь пост набора</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="36"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="36"/>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="36"/>
        <source>Count</source>
        <translation>Сколько</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="46"/>
        <source>New seed</source>
        <translation>Новый сид</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="48"/>
        <source>Suggest a deal</source>
        <translation>Предложить раздачу</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="50"/>
        <source>&amp;Deal the roles</source>
        <translation>&amp;Раздать роли</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="52"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="60"/>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="61"/>
        <source>Role set</source>
        <translation>Набор ролей</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="66"/>
        <source>Seed of the deal</source>
        <translation>Сид раздачи</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="69"/>
        <source>Sign-up list</source>
        <translation>Список записавшихся</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="73"/>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="169"/>
        <source>%1 roles for %2 players</source>
        <translation>%1 ролей на %2 игроков</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="173"/>
        <source>The deal must have exactly one role per player.</source>
        <translation>В раздаче должно быть ровно по одной роли на игрока.</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="176"/>
        <source>%1 has %2 seats; the rules want at least %3.</source>
        <translation>У команды «%1» мест: %2; по правилам нужно не меньше %3.</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="193"/>
        <source>Game of %1</source>
        <translation>Игра: %1</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <location filename="../roleset_editor_rules.py" line="51"/>
        <source>The rulings&apos; switches; a value written $name anywhere in the set uses the option.</source>
        <translation>Переключатели решений; значение $имя в любом месте набора берётся из опции.</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="58"/>
        <source>new option name</source>
        <translation>имя новой опции</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="59"/>
        <source>Add an option</source>
        <translation>Добавить опцию</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="82"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
</context>
<context>
    <name>PhaseBoard</name>
    <message>
        <source>Modkill</source>
        <translation type="vanished">Модкилл</translation>
    </message>
    <message>
        <source>Substitute</source>
        <translation type="vanished">Замена</translation>
    </message>
    <message>
        <source>Inactive tonight</source>
        <translation type="vanished">Неактивен этой ночью</translation>
    </message>
    <message>
        <source>Penalty: double kill</source>
        <translation type="vanished">Штраф: двойное убийство</translation>
    </message>
    <message>
        <source>Missed vote</source>
        <translation type="vanished">Пропуск голосования</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="vanished">Применить</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation type="vanished">Ведущий:</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="50"/>
        <source>&lt;b&gt;The game is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Игра окончена.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="52"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is open</source>
        <translation>Открыта фаза: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="54"/>
        <source>&lt;b&gt;No phase is open.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Нет открытой фазы.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="56"/>
        <source>Deadline: %1</source>
        <translation>Дедлайн: %1</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="58"/>
        <source>Not sent yet: %1</source>
        <translation>Ещё не прислали: %1</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="59"/>
        <source>Everyone has sent.</source>
        <translation>Все прислали.</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="64"/>
        <source>Open %1</source>
        <translation>Открыть: %1</translation>
    </message>
    <message>
        <source>reason</source>
        <translation type="vanished">причина</translation>
    </message>
    <message>
        <source>substitute&apos;s nick</source>
        <translation type="vanished">ник заменяющего</translation>
    </message>
    <message>
        <source>Type the substitute&apos;s nick.</source>
        <translation type="vanished">Введите ник заменяющего.</translation>
    </message>
    <message>
        <source>Copy the vote count post</source>
        <translation>Копировать подсчёт голосов</translation>
    </message>
    <message>
        <source>No lynch vote today: nobody owes a vote.</source>
        <translation>Сегодня суда линча нет: голосовать никто не должен.</translation>
    </message>
    <message>
        <source>Resolve %1</source>
        <translation>Подвести итоги: %1</translation>
    </message>
    <message>
        <source>%1 not sent yet: resolving now counts them as silent.</source>
        <translation>Ещё не прислали: %1 — если подвести итоги сейчас, они считаются промолчавшими.</translation>
    </message>
    <message>
        <source>The game is over: the final reveal is on the Posts tab.</source>
        <translation>Игра окончена: итоговое раскрытие — на вкладке «Посты».</translation>
    </message>
    <message>
        <source>Before opening: the shot of %1, if any — it cannot be entered later.</source>
        <translation>Перед открытием: выстрел %1, если он был, — потом его ввести нельзя.</translation>
    </message>
    <message>
        <source>%1 is executed (%2 votes)</source>
        <translation>казнён(а) %1 (голосов: %2)</translation>
    </message>
    <message>
        <source>Lynch of %1, published with the result of night %2: %3</source>
        <translation>Суд линча, %1 — публикуется с итогами ночи %2: %3</translation>
    </message>
    <message>
        <source>%1 died and may fire his pistol: enter the shot he sent (or none).</source>
        <translation>%1 погиб(ла) и может выстрелить из пистолета: введите выстрел, если он его прислал.</translation>
    </message>
    <message>
        <source>Enter the shot</source>
        <translation>Ввести выстрел</translation>
    </message>
    <message>
        <source>%1 asked a question: enter your answer before the result goes out.</source>
        <translation>%1 задал(а) вопрос: введите ответ до публикации итогов.</translation>
    </message>
    <message>
        <source>Enter the answer</source>
        <translation>Ввести ответ</translation>
    </message>
    <message>
        <source>The death note of %1 goes to %2: send it by PM.</source>
        <translation>Предсмертную записку %1 нужно передать игроку %2 в ЛС.</translation>
    </message>
    <message>
        <source>Show the PM</source>
        <translation>Показать ЛС</translation>
    </message>
    <message>
        <source>Publish the opening post first: it carries the hash of the deal, so players can check the roles were not changed.</source>
        <translation>Сначала опубликуйте первый пост: в нём хеш раздачи, по которому игроки проверят, что роли не менялись.</translation>
    </message>
    <message>
        <source>Show the opening post</source>
        <translation>Показать первый пост</translation>
    </message>
    <message>
        <source>enough</source>
        <translation>достаточно</translation>
    </message>
    <message>
        <source>needs %1 more</source>
        <translation>не хватает %1</translation>
    </message>
    <message>
        <source>Votes (a lynch needs at least %1): %2</source>
        <translation>Голоса (для казни нужно не меньше %1): %2</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <source>Select a player to see his vote history.</source>
        <translation>Выберите игрока в таблице, чтобы увидеть историю его голосов.</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>засчитан</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>заменён следующим</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>отозван</translation>
    </message>
    <message>
        <source>abstains</source>
        <translation>воздерживается</translation>
    </message>
    <message>
        <source>Votes of %1: %2</source>
        <translation>Голоса игрока %1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Copied: the vote count post</source>
        <translation>Скопировано: подсчёт голосов</translation>
    </message>
</context>
<context>
    <name>PostsView</name>
    <message>
        <location filename="../posts_view.py" line="47"/>
        <source>&amp;Copy this post</source>
        <extracomment>the phase picker&apos;s two entries that are not phases (label, BBCode)</extracomment>
        <translation>&amp;Копировать этот пост</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="50"/>
        <source>Phase:</source>
        <translation>Фаза:</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="52"/>
        <source>Posts in:</source>
        <translation>Язык постов:</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="69"/>
        <source>Start of the game</source>
        <translation>Начало игры</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="74"/>
        <source>End of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="95"/>
        <source>Template error</source>
        <translation>Ошибка в шаблоне</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="107"/>
        <source>Opening post (thread)</source>
        <translation>Стартовый пост (в тему)</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="110"/>
        <source>Final reveal (thread)</source>
        <translation>Вскрытие ролей (в тему)</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="110"/>
        <source>You play in this game: the final reveal stays hidden until the unmasking.</source>
        <translation>Вы играете в этой игре: итоговое раскрытие скрыто до разоблачения.</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="115"/>
        <source>Result post (thread)</source>
        <translation>Пост итогов (в тему)</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="118"/>
        <location filename="../posts_view.py" line="121"/>
        <source>PM to %1</source>
        <translation>ЛС для %1</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="119"/>
        <source>You play in this game: copy this PM and send it without reading it.</source>
        <translation>Вы играете в этой игре: скопируйте это ЛС и отправьте, не читая.</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="138"/>
        <source>Copied: %1</source>
        <translation>Скопировано: %1</translation>
    </message>
    <message>
        <source>Result post — nothing to publish</source>
        <translation>Пост итогов — публиковать нечего</translation>
    </message>
    <message>
        <source>%1 is executed (%2 votes)</source>
        <translation>казнён(а) %1 (голосов: %2)</translation>
    </message>
    <message>
        <source>nobody is executed</source>
        <translation>никто не казнён</translation>
    </message>
    <message>
        <source>The votes of %1 are published with the result of night %2. If the night changes nothing, the lynch: %3.</source>
        <translation>Голоса фазы «%1» публикуются вместе с итогами ночи %2. Если ночь ничего не изменит, суд линча: %3.</translation>
    </message>
    <message>
        <source>%1 made nothing public: no post is due.</source>
        <translation>%1: публичных итогов нет, пост не нужен.</translation>
    </message>
    <message>
        <source>Final vote count (thread)</source>
        <translation>Итоговый подсчёт голосов (в тему)</translation>
    </message>
    <message>
        <source>Correction of the result (thread)</source>
        <translation>Исправление итогов (в тему)</translation>
    </message>
    <message>
        <source>(no result now)</source>
        <translation>(теперь результата нет)</translation>
    </message>
    <message>
        <source>Corrected PM to %1</source>
        <translation>Исправленное ЛС для %1</translation>
    </message>
    <message>
        <source>Correction:</source>
        <translation>Исправление:</translation>
    </message>
</context>
<context>
    <name>ResolveView</name>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>survives</source>
        <translation>выживает</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>dies</source>
        <translation>погибает</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>is executed</source>
        <translation>казнён(а)</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="30"/>
        <source>no execution</source>
        <translation>казни нет</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="35"/>
        <source>reason (required, it goes into the log)</source>
        <translation>причина (обязательно, попадёт в журнал)</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="36"/>
        <source>Override</source>
        <translation>Переиграть</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="39"/>
        <source>Phase:</source>
        <translation>Фаза:</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="43"/>
        <source>Host overrides:</source>
        <translation>Решение ведущего:</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="58"/>
        <source> (open)</source>
        <translation> (открыта)</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="63"/>
        <source>Resolve %1</source>
        <translation>Подвести итоги: %1</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="64"/>
        <source>Resolve</source>
        <translation>Подвести итоги</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="81"/>
        <source>You play in this game: the resolution log stays hidden until the unmasking.</source>
        <translation>Вы играете в этой игре: журнал подсчёта скрыт до вскрытия ролей.</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="85"/>
        <source>%1: %2 refused — %3</source>
        <translation>%1: «%2» отклонено — %3</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="90"/>
        <source>%1: vote refused — %2</source>
        <translation>%1: голос отклонён — %2</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="92"/>
        <source>Not resolved yet: %1 requests, %2 votes recorded.</source>
        <translation>Итоги ещё не подведены: заявок %1, голосов %2.</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="107"/>
        <source>An override needs a reason.</source>
        <translation>Для решения ведущего нужна причина.</translation>
    </message>
    <message>
        <source>Only the last resolved phase can be overridden: undo what came after it first.</source>
        <translation type="vanished">Переиграть можно только последнюю фазу с итогами: сначала отмените то, что было после неё.</translation>
    </message>
    <message>
        <source>%1 is executed (%2 votes)</source>
        <translation>казнён(а) %1 (голосов: %2)</translation>
    </message>
    <message>
        <source>nobody is executed</source>
        <translation>никто не казнён</translation>
    </message>
    <message>
        <source>The lynch is published with the result of night %1: %2</source>
        <translation>Суд линча публикуется с итогами ночи %1: %2</translation>
    </message>
    <message>
        <source>The override acts on %1.</source>
        <translation>Решение ведущего относится к фазе «%1».</translation>
    </message>
    <message>
        <source>The override acts on %1: it is resolved again, and a published result gets a correction.</source>
        <translation>Решение ведущего относится к фазе «%1»: её итоги пересчитаются, к опубликованным итогам будет готово исправление.</translation>
    </message>
    <message>
        <source>%1 is not the last phase: an override can change only %2. To change %1, undo back to it (Ctrl+Z) and enter the override there.</source>
        <translation>«%1» — не последняя фаза: решение ведущего может изменить только «%2». Чтобы изменить «%1», отмените действия до неё (Ctrl+Z) и введите решение там.</translation>
    </message>
</context>
<context>
    <name>RolePmsView</name>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <location filename="../role_pms.py" line="68"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="25"/>
        <source>Send to</source>
        <translation>Кому отправить</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="26"/>
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="53"/>
        <source>Role set: %1 · seed of the deal: %2</source>
        <translation>Набор ролей: %1 · сид раздачи: %2</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="65"/>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="86"/>
        <source>Role PM for %1 copied: send it to %2.</source>
        <translation>ЛС с ролью для %1 скопировано: отправьте его %2.</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="99"/>
        <source>You play in this game: copy this card and send it without reading it.</source>
        <translation>Вы играете в этой игре: скопируйте эту карту и отправьте, не читая.</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="95"/>
        <source>Sent: %1 of %2</source>
        <translation>Отправлено: %1 из %2</translation>
    </message>
</context>
<context>
    <name>RolesPage</name>
    <message>
        <location filename="../roleset_editor_roles.py" line="36"/>
        <source>new role id</source>
        <translation>id новой роли</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="37"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="39"/>
        <location filename="../roleset_editor_roles.py" line="161"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="61"/>
        <source>Name (%1)</source>
        <translation>Название (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="62"/>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="65"/>
        <source>Description (%1)</source>
        <translation>Описание (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="66"/>
        <source>Abilities</source>
        <translation>Способности</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="69"/>
        <source>Add a trigger</source>
        <translation>Добавить триггер</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="71"/>
        <source>Add an immunity</source>
        <translation>Добавить иммунитет</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="102"/>
        <source>Add a team first.</source>
        <translation>Сначала добавьте команду.</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="142"/>
        <source>The role the player is told he has (he does not know his real one)</source>
        <translation>Роль, которую игроку сообщают (свою настоящую он не знает)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="146"/>
        <source>Card shows the role</source>
        <translation>Карта показывает роль</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="147"/>
        <source>Knows the roles</source>
        <translation>Знает роли</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="149"/>
        <source>Trigger %1</source>
        <translation>Триггер %1</translation>
    </message>
    <message>
        <location filename="../roleset_editor_roles.py" line="149"/>
        <source>Immunity %1</source>
        <translation>Иммунитет %1</translation>
    </message>
</context>
<context>
    <name>RolesetEditor</name>
    <message>
        <location filename="../roleset_editor.py" line="44"/>
        <source>Import a role set</source>
        <extracomment>top-level key of the set -&gt; the tab that edits it (a checker message there opens that tab) the path a set was saved to</extracomment>
        <translation>Импорт набора ролей</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="45"/>
        <source>Export the role set</source>
        <translation>Экспорт набора ролей</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="52"/>
        <source>Empty role set</source>
        <translation>Пустой набор ролей</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="55"/>
        <source>Clone</source>
        <translation>Клонировать</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="60"/>
        <source>Start from:</source>
        <translation>Начать с:</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="60"/>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="61"/>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="61"/>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="58"/>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="68"/>
        <source>Roles</source>
        <translation>Роли</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="68"/>
        <source>Abilities</source>
        <translation>Способности</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="68"/>
        <source>Teams</source>
        <translation>Команды</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="69"/>
        <source>Options</source>
        <translation>Опции</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="69"/>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="69"/>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="74"/>
        <source>Click a message to open the place it points at</source>
        <translation>Щёлкните сообщение, чтобы открыть место, на которое оно указывает</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="82"/>
        <source>Checker</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="154"/>
        <source>No problems: the set can be used.</source>
        <translation>Проблем нет: набор можно использовать.</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="187"/>
        <source>Exported to %1</source>
        <translation>Экспортировано в %1</translation>
    </message>
    <message>
        <location filename="../roleset_editor.py" line="191"/>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../start_page.py" line="19"/>
        <source>&lt;h2&gt;Your games&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Ваши игры&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="22"/>
        <source>No games yet. Start a new one or open the example game.</source>
        <translation>Игр пока нет. Начните новую или откройте пример.</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="23"/>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="25"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="27"/>
        <source>Open the &amp;example game</source>
        <translation>Открыть &amp;пример игры</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="29"/>
        <source>&amp;Import game script…</source>
        <translation>&amp;Импорт сценария игры…</translation>
    </message>
    <message>
        <location filename="../start_page.py" line="46"/>
        <source> (example)</source>
        <translation> (пример)</translation>
    </message>
    <message>
        <source> — ⚠ damaged: %1</source>
        <translation> — ⚠ повреждена: %1</translation>
    </message>
    <message>
        <source>Rename the game</source>
        <translation>Переименовать игру</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Новое название:</translation>
    </message>
    <message>
        <source>Save the whole game</source>
        <translation>Сохранить всю игру</translation>
    </message>
    <message>
        <source>Game files (%1)</source>
        <translation>Файлы игр (%1)</translation>
    </message>
    <message>
        <source>Open a game file</source>
        <translation>Открыть файл игры</translation>
    </message>
    <message>
        <source>Open a game &amp;file…</source>
        <translation>Открыть &amp;файл игры…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Переименовать…</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Save to a file…</source>
        <translation>&amp;Сохранить в файл…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Undo the deletion</source>
        <translation>&amp;Отменить удаление</translation>
    </message>
    <message>
        <source>The selected game:</source>
        <translation>Выбранная игра:</translation>
    </message>
    <message>
        <source>«%1» is deleted.</source>
        <translation>«%1» удалена.</translation>
    </message>
</context>
<context>
    <name>TeamsPage</name>
    <message>
        <location filename="../roleset_editor_teams.py" line="36"/>
        <source>new team id</source>
        <translation>id новой команды</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="37"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="39"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="50"/>
        <source>A loner: plays alone, wins alone</source>
        <translation>Одиночка: играет один, побеждает один</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="62"/>
        <source>Name (%1)</source>
        <translation>Название (%1)</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="64"/>
        <source>Win condition</source>
        <translation>Условие победы</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="77"/>
        <source>Wins when every enemy team is dead.</source>
        <translation>Побеждает, когда все вражеские команды мертвы.</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="78"/>
        <source>Wins when its living members are not fewer than all the others.</source>
        <translation>Побеждает, когда её живых не меньше, чем всех остальных.</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="79"/>
        <source>A loner wins alone (or with one more player, if allowed).</source>
        <translation>Одиночка побеждает один (или с ещё одним игроком, если разрешено).</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="80"/>
        <source>Wins when only its members are alive (or any is alive after the last round).</source>
        <translation>Побеждает, когда живы только её участники (или кто-то из них жив после последнего раунда).</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="81"/>
        <source>Wins when the living players with the flag outnumber the others.</source>
        <translation>Побеждает, когда живых игроков с флагом больше, чем остальных.</translation>
    </message>
    <message>
        <location filename="../roleset_editor_teams.py" line="82"/>
        <source>Never wins (scores points instead).</source>
        <translation>Никогда не побеждает (вместо этого набирает очки).</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../texts.py" line="19"/>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <location filename="../texts.py" line="20"/>
        <source>Night %1</source>
        <translation>Ночь %1</translation>
    </message>
    <message>
        <location filename="../texts.py" line="21"/>
        <source>Council %1</source>
        <translation>Совет %1</translation>
    </message>
    <message>
        <location filename="../texts.py" line="22"/>
        <source>Unmasking %1</source>
        <translation>Разоблачение %1</translation>
    </message>
    <message>
        <location filename="../texts.py" line="25"/>
        <source>day</source>
        <translation>день</translation>
    </message>
    <message>
        <location filename="../texts.py" line="26"/>
        <source>night</source>
        <translation>ночь</translation>
    </message>
    <message>
        <location filename="../texts.py" line="27"/>
        <source>council</source>
        <translation>совет</translation>
    </message>
    <message>
        <location filename="../texts.py" line="28"/>
        <source>unmasking</source>
        <translation>разоблачение</translation>
    </message>
    <message>
        <location filename="../texts.py" line="31"/>
        <source>dead actor</source>
        <translation>игрок мёртв</translation>
    </message>
    <message>
        <location filename="../texts.py" line="32"/>
        <source>not this role&apos;s ability</source>
        <translation>у этой роли нет такой способности</translation>
    </message>
    <message>
        <location filename="../texts.py" line="33"/>
        <source>inactive</source>
        <translation>неактивен</translation>
    </message>
    <message>
        <location filename="../texts.py" line="34"/>
        <source>already used (once per game)</source>
        <translation>уже использовано (раз за игру)</translation>
    </message>
    <message>
        <location filename="../texts.py" line="35"/>
        <source>no charges left</source>
        <translation>заряды кончились</translation>
    </message>
    <message>
        <location filename="../texts.py" line="36"/>
        <source>no target</source>
        <translation>нет цели</translation>
    </message>
    <message>
        <location filename="../texts.py" line="37"/>
        <source>cannot target himself</source>
        <translation>нельзя выбрать себя</translation>
    </message>
    <message>
        <location filename="../texts.py" line="38"/>
        <source>same target two nights in a row</source>
        <translation>та же цель две ночи подряд</translation>
    </message>
    <message>
        <location filename="../texts.py" line="39"/>
        <source>no lynch on day 1</source>
        <translation>в первый день линча нет</translation>
    </message>
    <message>
        <location filename="../texts.py" line="40"/>
        <source>dead voter</source>
        <translation>голосующий мёртв</translation>
    </message>
    <message>
        <location filename="../texts.py" line="41"/>
        <source>deprived of the vote</source>
        <translation>лишён голоса</translation>
    </message>
    <message>
        <location filename="../texts.py" line="42"/>
        <source>self-vote</source>
        <translation>голос за себя</translation>
    </message>
    <message>
        <location filename="../texts.py" line="43"/>
        <source>not understood</source>
        <translation>не понято</translation>
    </message>
    <message>
        <location filename="../texts.py" line="44"/>
        <source>a death note was already sent; it cannot be changed</source>
        <translation>предсмертная записка уже отправлена; менять её нельзя</translation>
    </message>
    <message>
        <location filename="../texts.py" line="47"/>
        <source>%1 is already dead</source>
        <translation>%1 уже мёртв(а)</translation>
    </message>
    <message>
        <location filename="../texts.py" line="48"/>
        <source>not a %1 action</source>
        <translation>это действие не для фазы «%1»</translation>
    </message>
    <message>
        <location filename="../texts.py" line="50"/>
        <source>too many targets (%1, at most %2)</source>
        <translation>слишком много целей (%1, можно не больше %2)</translation>
    </message>
    <message>
        <location filename="../texts.py" line="51"/>
        <source>no vote in a %1</source>
        <translation>в фазе «%1» не голосуют</translation>
    </message>
    <message>
        <location filename="../texts.py" line="52"/>
        <source>not understood: %1</source>
        <translation>не понято: %1</translation>
    </message>
</context>
<context>
    <name>ValueField</name>
    <message>
        <location filename="../roleset_editor_fields.py" line="48"/>
        <source>Take the value from an option (a ruling&apos;s switch)</source>
        <extracomment>inputs naming the set&apos;s own ids: a ruling switch never stands there kind -&gt; the ids it offers, read from the model at the time the field is built</extracomment>
        <translation>Брать значение из опции (переключателя решения)</translation>
    </message>
</context>
<context>
    <name>VotePage</name>
    <message>
        <location filename="../roleset_editor_rules.py" line="110"/>
        <source>A player may vote for himself</source>
        <translation>Игрок может голосовать за себя</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="112"/>
        <source>A player&apos;s last vote counts</source>
        <translation>Засчитывается последний голос игрока</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="115"/>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="118"/>
        <source>false, or colours with weights: {red: 1, blue: -1}</source>
        <translation>false или цвета с весами: {red: 1, blue: -1}</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="122"/>
        <source>Tie rule</source>
        <translation>Правило ничьей</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="123"/>
        <source>Quorum</source>
        <translation>Кворум</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="126"/>
        <source>Missed votes that remove a player</source>
        <translation>Пропусков голосования до выбывания</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="127"/>
        <source>Vote colours</source>
        <translation>Цвета голосов</translation>
    </message>
    <message>
        <location filename="../roleset_editor_rules.py" line="153"/>
        <source>(option %1)</source>
        <translation>(опция %1)</translation>
    </message>
</context>
<context>
    <name>DataDialog</name>
    <message>
        <source>Already open</source>
        <translation>Уже открыто</translation>
    </message>
    <message>
        <source>The data folder cannot be used</source>
        <translation>Папкой данных нельзя пользоваться</translation>
    </message>
    <message>
        <source>Restored</source>
        <translation>Восстановлено</translation>
    </message>
    <message>
        <source>Empty database</source>
        <translation>Пустая база</translation>
    </message>
    <message>
        <source>The damaged file is kept as %1</source>
        <translation>Повреждённый файл сохранён как %1</translation>
    </message>
    <message>
        <source>Restore failed</source>
        <translation>Восстановить не удалось</translation>
    </message>
    <message>
        <source>This game&apos;s saved entries cannot be read: %1

Restore it from the latest backup that holds it? The other games are not touched.</source>
        <translation>Сохранённые записи этой игры не читаются: %1

Восстановить её из последней резервной копии, где она есть? Другие игры не затрагиваются.</translation>
    </message>
    <message>
        <source>Damaged game</source>
        <translation>Повреждённая игра</translation>
    </message>
    <message>
        <source>&amp;Restore this game</source>
        <translation>&amp;Восстановить эту игру</translation>
    </message>
</context>
<context>
    <name>DataProblemDialog</name>
    <message>
        <source>The games database needs attention</source>
        <translation>База игр требует внимания</translation>
    </message>
    <message>
        <source>&lt;b&gt;The games database cannot be opened.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;Folder: %2</source>
        <translation>&lt;b&gt;Базу игр не удаётся открыть.&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;Папка: %2</translation>
    </message>
    <message>
        <source>Latest backup: %1 (%2 in all)</source>
        <translation>Последняя резервная копия: %1 (всего %2)</translation>
    </message>
    <message>
        <source>There is no backup to restore from.</source>
        <translation>Резервной копии для восстановления нет.</translation>
    </message>
    <message>
        <source>&amp;Restore the latest backup</source>
        <translation>&amp;Восстановить последнюю копию</translation>
    </message>
    <message>
        <source>Start an &amp;empty database (keep the damaged file aside)</source>
        <translation>Начать с &amp;пустой базы (повреждённый файл сохранится отдельно)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выйти</translation>
    </message>
</context>
<context>
    <name>ErrorGuard</name>
    <message>
        <source>Something went wrong: %1
Nothing was changed: the game is as it was before this action.
The details are in %2</source>
        <translation>Что-то пошло не так: %1
Ничего не изменилось: игра такая же, как до этого действия.
Подробности в %2</translation>
    </message>
    <message>
        <source>(the log could not be written: %1)</source>
        <translation>(журнал ошибок записать не удалось: %1)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Interface language:</source>
        <translation>Язык интерфейса:</translation>
    </message>
    <message>
        <source>Data folder (games, settings, error log):</source>
        <translation>Папка данных (игры, настройки, журнал ошибок):</translation>
    </message>
    <message>
        <source>Choose the data folder</source>
        <translation>Выберите папку данных</translation>
    </message>
    <message>
        <source>Default deadline of a phase:</source>
        <translation>Срок фазы по умолчанию:</translation>
    </message>
    <message>
        <source>Folder of your post templates:</source>
        <translation>Папка ваших шаблонов постов:</translation>
    </message>
    <message>
        <source>Choose the template folder</source>
        <translation>Выберите папку шаблонов</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Set by MODERATOR_APP_DATA: change the variable to move it.</source>
        <translation>Задана переменной MODERATOR_APP_DATA: чтобы перенести папку, измените переменную.</translation>
    </message>
    <message>
        <source>Used from the next start; copy games.sqlite3 and gui.json there to take your games and settings along.</source>
        <translation>Будет использоваться со следующего запуска; скопируйте туда games.sqlite3 и gui.json, чтобы взять с собой игры и настройки.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Настройки сохранены.</translation>
    </message>
</context>
<context>
    <name>InboxView</name>
    <message>
        <source>Paste private messages or a page of thread posts here (Ctrl+V): they are read at once. Typed text: Ctrl+Enter reads it.</source>
        <translation>Вставьте сюда личные сообщения или страницу темы (Ctrl+V): они читаются сразу. Набранный текст читает Ctrl+Enter.</translation>
    </message>
    <message>
        <source>&amp;Accept all (Ctrl+Enter)</source>
        <translation>&amp;Принять всё (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Accept &amp;row</source>
        <translation>Принять &amp;строку</translation>
    </message>
    <message>
        <source>Remo&amp;ve row</source>
        <translation>&amp;Убрать строку</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: paste what arrived.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: вставьте, что пришло.</translation>
    </message>
    <message>
        <source>No phase is open: open one on the phase board.</source>
        <translation>Нет открытой фазы: откройте её на доске фаз.</translation>
    </message>
    <message>
        <source>Nothing to read in the pasted text.</source>
        <translation>Во вставленном тексте нечего читать.</translation>
    </message>
    <message>
        <source>Nothing to accept: paste a message first.</source>
        <translation>Нечего принимать: сначала вставьте сообщение.</translation>
    </message>
    <message>
        <source>%1 recorded; %2 still in the inbox (see why in the table).</source>
        <translation>Записано: %1; в почте осталось %2 (причина — в таблице).</translation>
    </message>
    <message>
        <source>%1 in the inbox: %2 ready to record, %3 need you.</source>
        <translation>В почте %1: к записи готово %2, ждут вас %3.</translation>
    </message>
    <message>
        <source>Record, untick or remove the messages in the inbox first.</source>
        <translation>Сначала запишите, снимите отметку или уберите сообщения из почты.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Resolve %1</source>
        <translation>Подвести итоги: %1</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Открыть: %1</translation>
    </message>
    <message>
        <source>Select a row first.</source>
        <translation>Сначала выберите строку.</translation>
    </message>
    <message>
        <source>This row cannot be recorded yet: see its Problem column.</source>
        <translation>Эту строку пока нельзя записать: см. столбец «Проблема».</translation>
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
        <translation>От</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Second target</source>
        <translation>Вторая цель</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Комната</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Уверенность</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>(abstain)</source>
        <translation>(воздерживается)</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>late</source>
        <translation>опоздал</translation>
    </message>
    <message>
        <source>“%1” is not this role's: read as “%2”</source>
        <translation>«%1» — не способность этой роли: прочитано как «%2»</translation>
    </message>
    <message>
        <source>only a nick: read as the role's one action</source>
        <translation>только ник: прочитано как единственное действие роли</translation>
    </message>
    <message>
        <source>not a player</source>
        <translation>не игрок</translation>
    </message>
    <message>
        <source>who sent it? pick the sender</source>
        <translation>кто прислал? выберите отправителя</translation>
    </message>
    <message>
        <source>whom is the vote for?</source>
        <translation>за кого голос?</translation>
    </message>
    <message>
        <source>which action? pick it</source>
        <translation>какое действие? выберите</translation>
    </message>
    <message>
        <source>not this role's ability: pick one of its own</source>
        <translation>не способность этой роли: выберите её собственную</translation>
    </message>
    <message>
        <source>which role is copied?</source>
        <translation>какую роль копирует?</translation>
    </message>
    <message>
        <source>no target: pick one</source>
        <translation>нет цели: выберите</translation>
    </message>
    <message>
        <source>its phase is closed: remove it or enter it by hand</source>
        <translation>его фаза закрыта: уберите строку или внесите вручную</translation>
    </message>
    <message>
        <source>after the deadline: tick it to record anyway</source>
        <translation>после дедлайна: отметьте, чтобы всё же записать</translation>
    </message>
    <message>
        <source>breaks a rule: %1 (recorded as refused)</source>
        <translation>нарушает правило: %1 (будет записано как отклонённое)</translation>
    </message>
    <message>
        <source>follows the rules</source>
        <translation>правила соблюдены</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <source>sender guessed: the only one who can do this and has not sent yet</source>
        <translation>отправитель угадан: только он может это сделать и ещё не прислал</translation>
    </message>
    <message>
        <source>read from the bold nick only: check it</source>
        <translation>прочитано только по нику жирным: проверьте</translation>
    </message>
</context>
<context>
    <name>DeadlineBox</name>
    <message>
        <source>Set deadline</source>
        <translation>Задать дедлайн</translation>
    </message>
    <message>
        <source>Deadline:</source>
        <translation>Дедлайн:</translation>
    </message>
    <message>
        <source>No deadline set.</source>
        <translation>Дедлайн не задан.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deadline passed&lt;/b&gt; (%1): later entries are marked late.</source>
        <translation>&lt;b&gt;Дедлайн прошёл&lt;/b&gt; (%1): более поздние ходы помечаются как опоздавшие.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 h %2 min&lt;/b&gt; left until the deadline (%3)</source>
        <translation>До дедлайна &lt;b&gt;%1 ч %2 мин&lt;/b&gt; (%3)</translation>
    </message>
    <message>
        <source>Deadline of the next phase: %1</source>
        <translation>Дедлайн следующей фазы: %1</translation>
    </message>
</context>
<context>
    <name>MailView</name>
    <message>
        <source>To</source>
        <translation>Кому</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>&amp;Copy and mark sent</source>
        <translation>&amp;Копировать и отметить отправленным</translation>
    </message>
    <message>
        <source>Mark con&amp;firmed</source>
        <translation>Отметить &amp;подтверждённым</translation>
    </message>
    <message>
        <source>drafted</source>
        <translation>черновик</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>отправлено</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>подтверждено</translation>
    </message>
    <message>
        <source>receipt</source>
        <translation>квитанция</translation>
    </message>
    <message>
        <source>reminder</source>
        <translation>напоминание</translation>
    </message>
    <message>
        <source>&lt;b&gt;Correspondence&lt;/b&gt;: %1 drafted, %2 sent, %3 confirmed</source>
        <translation>&lt;b&gt;Переписка&lt;/b&gt;: черновиков %1, отправлено %2, подтверждено %3</translation>
    </message>
    <message>
        <source>Copied: send it to %1.</source>
        <translation>Скопировано: отправьте %1.</translation>
    </message>
</context>
</TS>
