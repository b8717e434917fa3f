<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../models.py" line="18"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../models.py" line="18"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../models.py" line="19"/>
        <source>Alive</source>
        <translation>Жив</translation>
    </message>
    <message>
        <location filename="../models.py" line="19"/>
        <source>Sent</source>
        <translation>Прислал</translation>
    </message>
    <message>
        <location filename="../models.py" line="20"/>
        <source>Refused</source>
        <translation>Отклонено</translation>
    </message>
    <message>
        <location filename="../models.py" line="20"/>
        <source>abstains</source>
        <translation>воздерживается</translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>alive</source>
        <translation>жив(а)</translation>
    </message>
    <message>
        <location filename="../models.py" line="21"/>
        <source>dead</source>
        <translation>мёртв(а)</translation>
    </message>
    <message>
        <location filename="../models.py" line="22"/>
        <source>not sent yet</source>
        <translation>ещё не прислал</translation>
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
        <location filename="../controller.py" line="86"/>
        <source>Example game</source>
        <translation>Пример игры</translation>
    </message>
    <message>
        <location filename="../controller.py" line="109"/>
        <source>Open a game first.</source>
        <translation>Сначала откройте игру.</translation>
    </message>
    <message>
        <location filename="../controller.py" line="124"/>
        <source>Undone.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <location filename="../controller.py" line="129"/>
        <source>Redone.</source>
        <translation>Возвращено.</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../game_view.py" line="30"/>
        <source>&amp;1 Role PMs</source>
        <translation>&amp;1 ЛС с ролями</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="31"/>
        <source>&amp;2 Phase board</source>
        <translation>&amp;2 Доска фазы</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="32"/>
        <source>&amp;3 Inbox</source>
        <translation>&amp;3 Входящие</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="33"/>
        <source>&amp;4 Resolve</source>
        <translation>&amp;4 Итоги</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="34"/>
        <source>&amp;5 Posts</source>
        <translation>&amp;5 Посты</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="35"/>
        <source>&amp;6 Log and reveal</source>
        <translation>&amp;6 Журнал и вскрытие</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="53"/>
        <source>game over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="55"/>
        <source>roles dealt, no phase yet</source>
        <translation>роли розданы, фаз ещё нет</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="57"/>
        <source> (resolved)</source>
        <translation> (итоги подведены)</translation>
    </message>
    <message>
        <location filename="../game_view.py" line="59"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · seed %3 · %4 of %5 alive</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · сид %3 · живы %4 из %5</translation>
    </message>
</context>
<context>
    <name>InboxView</name>
    <message>
        <location filename="../inbox.py" line="30"/>
        <source>Paste a private message or a vote here (Ctrl+V)</source>
        <translation>Вставьте сюда личное сообщение или голос (Ctrl+V)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="31"/>
        <source>A page of thread posts (votes)</source>
        <translation>Страница постов из темы (голоса)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="40"/>
        <source>&amp;Accept (Ctrl+Enter)</source>
        <translation>&amp;Принять (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="41"/>
        <source>C&amp;lear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Voter</source>
        <translation>Голосующий</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Vote for</source>
        <translation>Голос за</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Counts</source>
        <translation>Засчитан</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="43"/>
        <source>Why not</source>
        <translation>Почему нет</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="58"/>
        <source>&amp;From</source>
        <translation>&amp;От кого</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="59"/>
        <source>Ac&amp;tion</source>
        <translation>&amp;Действие</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="60"/>
        <source>&amp;Target</source>
        <translation>&amp;Цель</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="61"/>
        <source>Second target</source>
        <translation>Вторая цель</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="93"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: paste what arrived.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: вставьте, что пришло.</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="94"/>
        <source>No phase is open: open one on the phase board.</source>
        <translation>Нет открытой фазы: откройте её на доске фазы.</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="100"/>
        <location filename="../inbox.py" line="162"/>
        <source>(abstain)</source>
        <translation>(воздерживается)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="156"/>
        <source>Understood: %1 (sure: %2%)</source>
        <translation>Понято: %1 (уверенность: %2%)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="156"/>
        <source>Parser: %1</source>
        <translation>Разбор: %1</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="163"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="163"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="167"/>
        <source>%1 votes count.</source>
        <translation>Засчитано голосов: %1.</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="200"/>
        <source>Breaks a rule: %1 (it will be recorded as refused)</source>
        <translation>Нарушает правило: %1 (будет записано как отклонённое)</translation>
    </message>
    <message>
        <location filename="../inbox.py" line="201"/>
        <source>Follows the rules.</source>
        <translation>Правила соблюдены.</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../log_view.py" line="57"/>
        <source>Copy the final reveal</source>
        <translation>Копировать вскрытие</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="59"/>
        <source>Save the final reveal…</source>
        <translation>Сохранить вскрытие…</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="61"/>
        <source>Export the report (JSON)…</source>
        <translation>Экспорт отчёта (JSON)…</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="86"/>
        <source>Save the final reveal</source>
        <translation>Сохранить вскрытие</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="86"/>
        <source>BBCode text (*.txt)</source>
        <translation>Текст BBCode (*.txt)</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="89"/>
        <location filename="../log_view.py" line="100"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../log_view.py" line="95"/>
        <source>Export the report</source>
        <translation>Экспорт отчёта</translation>
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
        <translation>Импорт сценария игры</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="25"/>
        <source>Game scripts (*.yaml *.yml)</source>
        <translation>Сценарии игр (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="53"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="54"/>
        <source>&amp;Games…</source>
        <translation>&amp;Игры…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="55"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="56"/>
        <source>&amp;Import game script…</source>
        <translation>&amp;Импорт сценария игры…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="57"/>
        <source>Open the &amp;example game</source>
        <translation>Открыть &amp;пример игры</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="59"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="60"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="61"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="62"/>
        <source>&amp;Redo</source>
        <translation>&amp;Вернуть</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="63"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="70"/>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="71"/>
        <source>&amp;Role set editor…</source>
        <translation>&amp;Редактор наборов ролей…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="88"/>
        <source>Moderator — games</source>
        <translation>Ведущий — игры</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="94"/>
        <source>Moderator — %1</source>
        <translation>Ведущий — %1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="126"/>
        <source>Role set editor</source>
        <translation>Редактор наборов ролей</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../new_game.py" line="26"/>
        <source>e.g. Mafia #12</source>
        <translation>напр. Мафия №12</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="29"/>
        <source>Paste the sign-up list: one nick a line, or the whole sign-up post</source>
        <translation>Вставьте список записавшихся: по нику в строке или весь пост записи</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="31"/>
        <source>Signed up as</source>
        <translation>Записался как</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="31"/>
        <source>Mask (nick in the game)</source>
        <translation>Маска (ник в игре)</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="34"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="34"/>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="34"/>
        <source>Count</source>
        <translation>Сколько</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="42"/>
        <source>New seed</source>
        <translation>Новый сид</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="44"/>
        <source>Suggest a deal</source>
        <translation>Предложить раздачу</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="46"/>
        <source>&amp;Deal the roles</source>
        <translation>&amp;Раздать роли</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="48"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="56"/>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="57"/>
        <source>Role set</source>
        <translation>Набор ролей</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="62"/>
        <source>Seed of the deal</source>
        <translation>Сид раздачи</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="65"/>
        <source>Sign-up list</source>
        <translation>Список записавшихся</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="69"/>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="164"/>
        <source>%1 roles for %2 players</source>
        <translation>%1 ролей на %2 игроков</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="168"/>
        <source>The deal must have exactly one role per player.</source>
        <translation>В раздаче должно быть ровно по одной роли на игрока.</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="171"/>
        <source>%1 has %2 seats; the rules want at least %3.</source>
        <translation>У команды «%1» мест: %2; по правилам нужно не меньше %3.</translation>
    </message>
    <message>
        <location filename="../new_game.py" line="184"/>
        <source>Game of %1</source>
        <translation>Игра: %1</translation>
    </message>
</context>
<context>
    <name>PhaseBoard</name>
    <message>
        <location filename="../phase_board.py" line="32"/>
        <source>Modkill</source>
        <translation>Модкилл</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="32"/>
        <source>Substitute</source>
        <translation>Замена</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="32"/>
        <source>Inactive tonight</source>
        <translation>Неактивен этой ночью</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="33"/>
        <source>Penalty: double kill</source>
        <translation>Штраф: двойное убийство</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="33"/>
        <source>Missed vote</source>
        <translation>Пропуск голосования</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="39"/>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="46"/>
        <source>Host:</source>
        <translation>Ведущий:</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="65"/>
        <source>&lt;b&gt;The game is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Игра окончена.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="67"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is open</source>
        <translation>Открыта фаза: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="69"/>
        <source>&lt;b&gt;No phase is open.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Нет открытой фазы.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="71"/>
        <source>Deadline: %1</source>
        <translation>Дедлайн: %1</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="73"/>
        <source>Not sent yet: %1</source>
        <translation>Ещё не прислали: %1</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="74"/>
        <source>Everyone has sent.</source>
        <translation>Все прислали.</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="75"/>
        <source>Open %1</source>
        <translation>Открыть: %1</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="90"/>
        <source>reason</source>
        <translation>причина</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="90"/>
        <source>substitute&apos;s nick</source>
        <translation>ник заменяющего</translation>
    </message>
    <message>
        <location filename="../phase_board.py" line="102"/>
        <source>Type the substitute&apos;s nick.</source>
        <translation>Введите ник заменяющего.</translation>
    </message>
</context>
<context>
    <name>PostsView</name>
    <message>
        <location filename="../posts_view.py" line="44"/>
        <source>&amp;Copy this post</source>
        <extracomment>(label, BBCode)</extracomment>
        <translation>&amp;Копировать этот пост</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="47"/>
        <source>Phase:</source>
        <translation>Фаза:</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="49"/>
        <source>Posts in:</source>
        <translation>Язык постов:</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="89"/>
        <source>Result post (thread)</source>
        <translation>Пост итогов (в тему)</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="91"/>
        <source>PM to %1</source>
        <translation>ЛС для %1</translation>
    </message>
    <message>
        <location filename="../posts_view.py" line="111"/>
        <source>Copied: %1</source>
        <translation>Скопировано: %1</translation>
    </message>
</context>
<context>
    <name>ResolveView</name>
    <message>
        <location filename="../resolve_view.py" line="28"/>
        <source>survives</source>
        <translation>выживает</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="28"/>
        <source>dies</source>
        <translation>погибает</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="28"/>
        <source>is executed</source>
        <translation>казнён(а)</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="29"/>
        <source>no execution</source>
        <translation>казни нет</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="34"/>
        <source>reason (required, it goes into the log)</source>
        <translation>причина (обязательно, попадёт в журнал)</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="35"/>
        <source>Override</source>
        <translation>Переиграть</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="38"/>
        <source>Phase:</source>
        <translation>Фаза:</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="42"/>
        <source>Host overrides:</source>
        <translation>Решение ведущего:</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="57"/>
        <source> (open)</source>
        <translation> (открыта)</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="62"/>
        <source>Resolve %1</source>
        <translation>Подвести итоги: %1</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="63"/>
        <source>Resolve</source>
        <translation>Подвести итоги</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="81"/>
        <source>%1: %2 refused — %3</source>
        <translation>%1: «%2» отклонено — %3</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="86"/>
        <source>%1: vote refused — %2</source>
        <translation>%1: голос отклонён — %2</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="88"/>
        <source>Not resolved yet: %1 requests, %2 votes recorded.</source>
        <translation>Итоги ещё не подведены: заявок %1, голосов %2.</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="103"/>
        <source>An override needs a reason.</source>
        <translation>Для решения ведущего нужна причина.</translation>
    </message>
    <message>
        <location filename="../resolve_view.py" line="111"/>
        <source>Only the last resolved phase can be overridden: undo what came after it first.</source>
        <translation>Переиграть можно только последнюю фазу с итогами: сначала отмените то, что было после неё.</translation>
    </message>
</context>
<context>
    <name>RolePmsView</name>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <location filename="../role_pms.py" line="95"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="63"/>
        <source>Sent</source>
        <translation>Прислал</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="88"/>
        <source>Role set: %1 · seed of the deal: %2</source>
        <translation>Набор ролей: %1 · сид раздачи: %2</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="113"/>
        <source>Role PM for %1 copied.</source>
        <translation>ЛС с ролью для %1 скопировано.</translation>
    </message>
    <message>
        <location filename="../role_pms.py" line="121"/>
        <source>Sent: %1 of %2</source>
        <translation>Отправлено: %1 из %2</translation>
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
        <translation>Раздача</translation>
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
        <translation>Команда</translation>
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
</TS>
