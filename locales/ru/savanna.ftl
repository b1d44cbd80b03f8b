# Слова savanna для людей, по-русски. Те же сообщения, что в locales/en/savanna.ftl.
# Слова правил — из русского оригинала: Львы, Шакалы, стая, регион, ход.
# Числа и существительные согласуются по правилам CLDR: one (1, 21), few (2–4, 22–24),
# many (0, 5–20, 25–30), other (дробные).

## Общие слова

count-lion = { $n } { $n ->
    [one] лев
    [few] льва
   *[many] львов
}
count-jackal = { $n } { $n ->
    [one] шакал
    [few] шакала
   *[many] шакалов
}
kind-lion = лев
kind-jackal = шакал
side-lions = львы
side-jackals = шакалы

## Правила этого поля (game::rules_text)

rules-turn = За ход игрок передвигает одну или несколько групп: группа — это несколько его фишек из одного региона, которые вместе переходят в соседний регион, то есть в регион с общей границей (касания углом недостаточно). Если ходить можно, ходить обязательно; если допустимого хода нет, ход пропускается.
rules-turn-pass = За ход игрок передвигает одну или несколько групп: группа — это несколько его фишек из одного региона, которые вместе переходят в соседний регион, то есть в регион с общей границей (касания углом недостаточно). Можно и пропустить ход, не сделав ни одного перемещения, когда захочется.
rules-freeze-region = Каждая фишка ходит не больше одного раза за ход, а регион, в который вошли ваши фишки, до конца хода заморожен: ни одна ваша фишка в нём больше не ходит.
rules-freeze-pieces = Каждая фишка ходит не больше одного раза за ход; заморожены только фишки, которые уже ходили: остальные в регионе, куда вошли ваши фишки, ещё могут ходить.
rules-combined = Группы не больше чем из { $groups } регионов могут атаковать один регион вместе, их сила складывается.
rules-single = Группа уходит из одного региона: группы никогда не атакуют вместе.
rules-capture = Лев по силе равен { $s } { $s ->
    [one] шакалу
   *[other] шакалам
}. Войти в регион другой стороны — это атака; она разрешена, только если берёт всех, кто там стоит, поэтому ни одна группа не входит в регион более сильной группы: львы берут до { $s } { $s ->
    [one] шакала
   *[other] шакалов
} на льва (1 лев берёт до { $s }, 2 льва — до { $s2 }); шакалы берут львов, когда их { $s } или больше на льва ({ $s } { $s ->
    [one] шакал берёт
    [few] шакала берут
   *[many] шакалов берут
} 1 льва, { $s2 } — 2 львов).
rules-capture-table = Войти в регион другой стороны — это атака; она разрешена, только если берёт всех, кто там стоит, поэтому ни одна группа не входит в регион более сильной группы. Сколько шакалов берут львы, сказано в таблице: { $table }, каждый следующий лев — ещё { $s }. Шакалы берут львов, когда их { $s } или больше на льва ({ $s } { $s ->
    [one] шакал берёт
    [few] шакала берут
   *[many] шакалов берут
} 1 льва, { $s2 } — 2 львов).
rules-capture-entry = { $lions } { $lions ->
    [one] лев берёт
    [few] льва берут
   *[many] львов берут
} до { $most }
rules-pack-leaves = Когда 3 шакала или больше уходят за ход из одного региона (считая все его группы), хотя бы один шакал остаётся там.
rules-pack-lone = Поэтому, чтобы взять одинокого льва, нужно { $n } { $n ->
    [one] шакал
    [few] шакала
   *[many] шакалов
} в одном регионе.
rules-pack-group = Когда группа из 3 шакалов или больше уходит из региона, хотя бы один шакал остаётся там; группы поменьше могут оставить его пустым (4 шакала могут уйти двумя парами).
rules-pack-free = Шакалы могут уйти из региона все вместе: оставаться никому не нужно.
rules-gathered-disperse = Львы, которые начинают ход вдвоём или больше в одном регионе, в этот ход должны все атаковать или оставить там ровно одного льва (если это позволяет хоть один допустимый ход).
rules-gathered-one-per-region = Львы, которые начинают ход вдвоём или больше в одном регионе, в этот ход должны все атаковать или оставить там ровно одного льва, а каждый из остальных, кто не атакует, должен закончить ход один в своём регионе (если это позволяет хоть один допустимый ход).
rules-gathered-stay = Львы могут собираться в одном регионе и оставаться вместе: атаковать или расходиться они не обязаны.
rules-fit = После каждого перемещения в регионе не больше фишек, чем помещается в его границах.
rules-fit-entry = Атака должна поместиться в момент входа: атакующие вместе с защитниками.
rules-fit-after = Атака должна поместиться после того, как взятые фишки убраны: одни атакующие.
rules-quiet-capture-one = Когда раунд (каждая сторона ходит по разу: 2 хода) проходит без взятий
rules-quiet-capture = Когда больше { $q } { $q ->
    [one] раунда
   *[other] раундов
} подряд ({ $turns } { $turns ->
    [one] ход
    [few] хода
   *[many] ходов
}; раунд: каждая сторона ходит по разу) проходят без взятий
rules-quiet-possible-one = Когда в течение раунда (каждая сторона ходит по разу: 2 хода) ни одна сторона не могла никого взять в начале своего хода
rules-quiet-possible = Когда больше { $q } { $q ->
    [one] раунда
   *[other] раундов
} подряд ({ $turns } { $turns ->
    [one] ход
    [few] хода
   *[many] ходов
}; раунд: каждая сторона ходит по разу) ни одна сторона не могла никого взять в начале своего хода
rules-end = Сторона, у которой не осталось фишек, сразу проигрывает. { $quiet }, подсчитываются очки: шакалы получают { $jp } { $jp ->
    [one] очко
    [few] очка
   *[many] очков
}, а львы { $lp } за каждый занятый ими регион; побеждает тот, у кого больше очков, при равенстве — ничья. В любом случае очки подсчитываются не позже чем после { $max } { $max ->
    [one] раунда
   *[other] раундов
}.
rules-first-jackals = Первыми ходят шакалы.
rules-first-lions = Первыми ходят львы.
start-random = Начало: расстановка для каждой игры выбирается случайно: по одному льву в нескольких регионах, где помещается лев, стая шакалов — в регионе, где она помещается, вдали от всех львов.
start = Начало:
start-one-lion = один лев в регионе { $region };
start-lions = по одному льву в регионах { $regions };
start-pack = стая шакалов ({ $n } { $n ->
    [one] шакал
    [few] шакала
   *[many] шакалов
}) в регионе { $region }.

## Вместимость в подписи региона (output::render::in_play)

cap-all = все
cap-no-jackals = без шакалов
cap-with = с { $n } { $n ->
    [one] львом
   *[other] львами
}: { $jackals }

## Лист для печати (output::render)

sheet-default-name = поле savanna
sheet-corner-ring = Кружок ○ отмечает регионы, которые касаются только углом: они не соседи.
sheet-fit = В регионе помещается не больше фишек, чем напечатано в нём. { $rules }
sheet-start-drawn = На поле белый кружок рядом с названием отмечает начальное место льва, тёмный кружок с числом — стаи шакалов.
sheet-errors = На этом поле есть ошибки: см. `savanna check`.
sheet-how-to-play = Как играть на этом поле
sheet-piece = { $pieces }, { $size }
sheet-size-mm = { $mm } мм
sheet-check-square-mm = { $side } мм × { $side } мм
sheet-check-square-in = { $side } × { $side } ({ $mm } мм)
sheet-print-actual-size = Печатайте в масштабе 100 % (в натуральную величину): отключите «по размеру страницы» и «уменьшить».
sheet-measure = измерьте обе стороны; если размер не тот,
sheet-measure-correct = задайте --scale-correction X,Y
sheet-pieces-true-size = Фишки в натуральную величину:
sheet-cover-piece = { $count } × { $kind }, { $size }
sheet-drawn-smaller = (нарисована меньше)
sheet-rules-on-page = Правила этого поля — на странице { $page }: на обложке они не помещаются.
sheet-proof = Проверка: замечаний { $n }
sheet-portrait = книжная
sheet-landscape = альбомная
sheet-assembly = Сборка: { $n } { $n ->
    [one] лист
    [few] листа
   *[many] листов
} { $paper }, ориентация { $orientation } ({ $rows } × { $cols }), перекрытие { $overlap } мм
sheet-cover = Обложка
sheet-rules = Правила
sheet-pieces = Фишки
sheet-title-cover = { $name } · обложка
sheet-title-rules = { $name } · правила
sheet-title-pieces = { $name } · фишки
sheet-rules-title = { $name }: как играть
sheet-page-of = страница { $n } из { $total } · { $name }
sheet-print-at-100 = печатать в масштабе 100 % (без «по размеру страницы»)
sheet-tile-hint = отрежьте по штриховым линиям, наклейте на соседний лист до его пунктирной линии, совмещая метки ⊕
sheet-ruler-cm = см
sheet-ruler-in = дюйм

## savanna play (game::session)

play-greeting = { $name }: львы ({ $lions }) против шакалов ({ $jackals }); первыми ходят { $first ->
    [lions] львы
   *[jackals] шакалы
}.
play-type-hint = Введите перемещение, например `3 шакала 7 -> 4` (или `7 -> 4` — все фишки, которые могут пойти), либо `конец`, `ходы`, `помощь` или `выход`.
play-rules-defaults = правила: стандартные правила savanna
play-rules-except = правила: стандартные, кроме { $changes }
play-col-id = №
play-col-region = регион
play-col-fits = вмещает львов/шакалов
play-col-lions = львы
play-col-jackals = шакалы
play-col-neighbors = соседи
play-frozen = (заморожен)
play-moved = (пришло { $n })
play-round = раунд { $round }, ходят { $side ->
    [lions] львы
   *[jackals] шакалы
}
play-moves-made = (за этот ход { $n ->
    [one] сделано { $n } перемещение
    [few] сделано { $n } перемещения
   *[many] сделано { $n } перемещений
})
play-quiet = { $rounds } { $r ->
    [one] раунд
    [few] раунда
    [many] раундов
   *[other] раунда
} без взятий (очки подсчитываются после { $due })
play-game-over = игра окончена: { $result }
play-unfinished = игра не окончена
play-end = конец хода
play-pass = (допустимого хода нет: пропуск)
play-captures = (взято: { $what })
play-help-head = Ход — это одно или несколько перемещений групп, затем `конец`:
play-help-count-move = 3 шакала 7 -> 4
play-help-count = 3 шакала из региона 7 в соседний регион 4
play-help-name-move = 1 лев Kopje -> Oasis
play-help-name = регионы по номеру или названию (вместо `->` можно `to`)
play-help-all-move = 7 -> 4
play-help-all = все фишки из 7, которые могут пойти
play-help-end-move = конец
play-help-end = закончить ход (после хотя бы одного перемещения, если оно возможно)
play-help-end-pass = закончить ход, с перемещениями или без них (пропуск хода)
play-help-rules = Правила на этом поле:
play-help-also = Ещё: `ходы` — список допустимых перемещений, `поле` — позиция, `выход` — конец игры.
play-illegal = нельзя: { $error }
play-illegal-hint = (`ходы` — список допустимых перемещений)
play-refused = отказано: { $error }
play-not-understood = не понято: { $error }
play-syntax-hint = `помощь` — как записывать перемещения
play-not-yours = это не ваши фишки: `{ $text }`: { $error }
play-not-yours-hint = введите перемещение { $side ->
    [lions] львов
   *[jackals] шакалов
}{ $example } или `ходы` — список всех допустимых
play-example = , например `{ $m }`
play-control-keys = не понято: клавиши вроде стрелок или Home/End — не перемещения; введите перемещение, `конец` или `помощь`

## Почему перемещение или конец хода не разрешены (game::rules::illegal, game::record::group)

refuse-game-over = игра окончена
refuse-unknown-region = региона { $id } нет: на поле регионы с 1 по { $n }
refuse-no-pieces = в группе хотя бы одна фишка
refuse-corner = соседи — это регионы с общей границей, касания углом недостаточно: { $from } и { $to } касаются только углом
refuse-not-neighbors = группа переходит в соседний регион: у { $from } и { $to } нет общей границы
refuse-not-yours = в регионе { $region } нет { $side ->
    [lions] львов
   *[jackals] шакалов
}
refuse-frozen = регион, в который в этот ход вошли ваши фишки, заморожен: из региона { $region } до вашего следующего хода ходить нельзя
refuse-not-enough = в регионе { $region } всего { $n } { $side ->
    [lions] { $n ->
        [one] лев
        [few] льва
       *[many] львов
    }
   *[jackals] { $n ->
        [one] шакал
        [few] шакала
       *[many] шакалов
    }
}
refuse-same-region = группа переходит в соседний регион, а не остаётся в том, из которого уходит: { $region } — и откуда, и куда
refuse-too-few = каждая фишка ходит не больше одного раза за ход: в регионе { $region } ещё могут пойти только { $n } { $side ->
    [lions] { $n ->
        [one] лев
        [few] льва
       *[many] львов
    }
   *[jackals] { $n ->
        [one] шакал
        [few] шакала
       *[many] шакалов
    }
}
refuse-pack-leaves-one = стая оставляет одного: когда 3 шакала или больше уходят за ход из региона, один остаётся в регионе { $region }
refuse-does-not-fit = фишки должны поместиться: в регионе { $region } было бы { $lions } { $lions ->
    [one] лев
    [few] льва
   *[many] львов
} и { $jackals } { $jackals ->
    [one] шакал
    [few] шакала
   *[many] шакалов
}, но { $limit }
refuse-fit-jackals = в нём помещается не больше { $n } { $n ->
    [one] шакала
   *[other] шакалов
}
refuse-fit-lions = в нём помещается не больше { $n } { $n ->
    [one] льва
   *[other] львов
}
refuse-fit-mixed = с { $lions } { $lions ->
    [one] львом
   *[other] львами
} в нём помещается не больше { $n } { $n ->
    [one] шакала
   *[other] шакалов
}
refuse-fit-no-jackals = с { $lions } { $lions ->
    [one] львом
   *[other] львами
} шакалы в нём не помещаются
refuse-too-strong-lions = атака должна взять всех: { $attackers } { $attackers ->
    [one] лев берёт
    [few] льва берут
   *[many] львов берут
} не больше { $most } { $most ->
    [one] шакала
   *[other] шакалов
}, а в регионе { $region } их { $defenders }
refuse-too-strong-jackals = атака должна взять всех: на { $defenders } { $defenders ->
    [one] льва
   *[other] львов
} нужно не меньше { $least } { $least ->
    [one] шакала
   *[other] шакалов
}, а не { $attackers }
refuse-cannot-complete = собравшиеся вместе львы должны атаковать или оставить ровно одного: после этого перемещения львы, начавшие ход в регионе { $region }, уже не смогут этого сделать
refuse-must-move = за ход нужно сделать хотя бы одно перемещение, если оно возможно
refuse-gathered = собравшиеся вместе львы должны атаковать или оставить ровно одного льва в регионе { $region }, прежде чем закончить ход
refuse-not-alone = львы, которые ушли без атаки из региона, где были вместе, должны закончить ход каждый в одиночку: в регионе { $region } больше одного льва
refuse-combined-off = группа уходит из одного региона: в этих правилах совместной атаки нет (её разрешает `game.combined_attack: true`)
refuse-combined-not-attack = группы из нескольких регионов ходят вместе только в атаку: в регионе { $region } нет { $side ->
    [lions] львов
   *[jackals] шакалов
}
refuse-combined-repeat = каждая группа совместной атаки уходит из своего региона: регион { $region } назван дважды
refuse-captures = перемещение берёт { $got }, а в его `captures` сказано { $said }: пришлите то, что оно берёт, или уберите `captures`
parse-other-sides-pieces = сейчас ходят { $side ->
    [lions] львы
   *[jackals] шакалы
}: в группе могут быть только { $side ->
    [lions] львы
   *[jackals] шакалы
}
parse-too-many-joined = к первой группе совместной атаки можно присоединить не больше { $max } { $max ->
    [one] группы
   *[other] групп
}, а не { $n }
parse-not-a-move = `{ $text }` — не перемещение: пишите, например, `3 шакала 7 -> 4` или `1 лев Kopje -> Oasis`
parse-unknown-region = региона `{ $name }` нет (укажите номер от 1 до { $regions } или название)
parse-did-you-mean = ; может быть, `{ $near }`?
parse-ambiguous = `{ $text }` читается двояко: `{ $a }` в `{ $b }` или `{ $c }` в `{ $d }`; поставьте `->` между регионами
parse-too-many-groups = в совместной атаке не больше { $max } { $max ->
    [one] группы
   *[other] групп
}
parse-wrong-side = сейчас ходят { $turn ->
    [lions] львы
   *[jackals] шакалы
}, а не { $named ->
    [lions] львы
   *[jackals] шакалы
}
parse-no-region = у группы указывается регион, из которого она уходит, например `2 льва 3 + 1 лев 5 -> 4`

## Как закончилась игра (game::rules::outcome)

outcome-win-elimination = { $winner ->
    [lions] львы
   *[jackals] шакалы
} побеждают: у { $winner ->
    [lions] шакалов
   *[jackals] львов
} не осталось фишек
outcome-win-points = { $winner ->
    [lions] львы
   *[jackals] шакалы
} побеждают по очкам: львы { $lions }, шакалы { $jackals }
outcome-draw = ничья по очкам, по { $points } у каждой стороны
outcome-no-winner-points = победителя по очкам нет: львы { $lions }, шакалы { $jackals }
outcome-no-winner-elimination = победителя нет: львы { $lions }, шакалы { $jackals }
outcome-after = { $how }, после { $rounds } { $rounds ->
    [one] раунда
   *[other] раундов
}
outcome-capped = (достигнут предел раундов)

## savanna moves, replay и solve (command::moves, command::replay, command::solve)

turn-pass = пропуск
moves-after-action = --after, действие { $index } (`{ $text }`): { $error }
moves-legal = { $n } { $n ->
    [one] допустимое перемещение
    [few] допустимых перемещения
   *[many] допустимых перемещений
} групп { $side ->
    [lions] львов
   *[jackals] шакалов
}:
moves-can-end = конец (ход уже можно закончить)
moves-cannot-end = (ход пока нельзя закончить)
replay-default-name = партия
replay-head = { $name }: { $n } { $n ->
    [one] ход
    [few] хода
   *[many] ходов
}, первыми ходят { $first ->
    [lions] львы
   *[jackals] шакалы
}; { $rules }
solve-default-name = поле
solve-head = { $name }: { $regions } { $regions ->
    [one] регион
    [few] региона
   *[many] регионов
}, { $lions } { $lions ->
    [one] лев
    [few] льва
   *[many] львов
}, { $jackals } { $jackals ->
    [one] шакал
    [few] шакала
   *[many] шакалов
}; { $rules }
solve-perfect-play = при идеальной игре:
solve-first = первыми ходят { $first ->
    [lions] львы
   *[jackals] шакалы
}: { $what }
solve-taking-turns = значит, побеждает сторона, которая ходит { $who ->
    [first] первой
   *[second] второй
}; поле честное, если игроки начинают по очереди
solve-forgiving = насколько игра прощает ошибки на линии идеальной игры:
solve-full-material = все фишки в игре, ходят { $side ->
    [lions] львы
   *[jackals] шакалы
} ({ $n } { $n ->
    [one] расстановка
    [few] расстановки
   *[many] расстановок
}): шакалы побеждают в { $jackals } %, ничья в { $draws } %, львы побеждают в { $lions } %
solve-line = линия идеальной игры, первыми ходят { $first ->
    [lions] львы
   *[jackals] шакалы
}:

## Исход при идеальной игре словами (game::solve::value_sentence)

value-after = после { $n } { $n ->
    [one] раунда
   *[other] раундов
}
value-draw = ничья по очкам, { $lions }–{ $jackals }, { $after }
value-elimination = { $winner ->
    [lions] львы побеждают, взяв всех шакалов
   *[other] шакалы побеждают, взяв всех львов
}, { $after }
value-points = { $winner ->
    [lions] львы
   *[other] шакалы
} побеждают по очкам: львы { $lions }, шакалы { $jackals }, { $after }
value-win = { $winner ->
    [lions] львы
   *[other] шакалы
} побеждают, { $after }

## Насколько игра прощает ошибки (game::solve::sentence_in)

forgiving-rounds = { $n } { $n ->
    [one] раунд
    [few] раунда
   *[many] раундов
}
forgiving-win = для победы { $winner ->
    [lions] львов
   *[other] шакалов
} { $n ->
    [0] не нужно ни одного единственного хода
    [one] нужен { $n } единственный ход
    [few] нужно { $n } единственных хода
   *[many] нужно { $n } единственных ходов
} за { $rounds } (единственный ход — когда её сохраняет лишь один из вариантов); { $share }
forgiving-share = в среднем её сохраняют { $p } доступных им ходов
forgiving-no-turn = они не делают ни одного хода
forgiving-draw = для ничьей нужно единственных ходов: у шакалов { $jackals ->
    [0] ни одного
   *[other] { $jackals }
}, у львов { $lions ->
    [0] ни одного
   *[other] { $lions }
}, за { $rounds } (единственный ход — когда её сохраняет лишь один из вариантов); { $shares }
forgiving-draw-shares = в среднем её сохраняют { $jackals } ходов, доступных шакалам, и { $lions } ходов, доступных львам
forgiving-draw-share-jackals = в среднем её сохраняют { $p } ходов, доступных шакалам
forgiving-draw-share-lions = в среднем её сохраняют { $p } ходов, доступных львам
forgiving-draw-no-turns = ни одна сторона не делает ни одного хода

## savanna balance (game::measure::words, cli::balance)

balance-exact = при идеальной игре, когда первыми ходят { $first ->
    [lions] львы
   *[jackals] шакалы
}, { $a }; когда первыми ходят { $second ->
    [lions] львы
   *[jackals] шакалы
}, { $b }
balance-taking-turns = побеждает сторона, которая ходит { $who ->
    [first] первой
   *[second] второй
}; поле честное, если игроки начинают по очереди
balance-win-elimination = { $winner ->
    [lions] львы побеждают, взяв всех шакалов
   *[jackals] шакалы побеждают, взяв всех львов
}
balance-win-points-score = { $winner ->
    [lions] львы
   *[jackals] шакалы
} побеждают по очкам: львы { $lions }, шакалы { $jackals }
balance-win-points = { $winner ->
    [lions] львы
   *[jackals] шакалы
} побеждают по очкам
balance-draw-score = ничья: львы { $lions }, шакалы { $jackals }
balance-draw = ничья
balance-not-measured = не измерено: время вышло раньше, чем поле было решено или закончилась хоть одна пара партий (что не успели, перечислено в конце)
balance-headline-exact = { $sentence }: это точная оценка поля (ниже — как на нём играют агенты разной силы)
balance-headline-ladder = поле не решено, поэтому это не его точная оценка: вердикт лестницы сил — { $verdict } ({ $reason })
balance-headline-self-play = поле не решено, поэтому это не его точная оценка: в самоигре при { $strength } львы выигрывают { $pct } % из { $n } { $n ->
    [one] результативной партии
   *[other] результативных партий
}, { $verdict } (только при этой силе)
balance-headline-none-decisive = поле не решено, поэтому это не его точная оценка: в самоигре при { $strength } ни одна партия не закончилась победой
balance-summary-self-play = в самоигре при { $strength } львы выигрывают { $pct } % результативных партий (95 % { $ci }), { $verdict }
balance-summary-none-decisive = в самоигре при { $strength } ни одна партия не закончилась победой
balance-summary-ladder = вердикт лестницы сил: { $verdict } ({ $reason })
balance-strength = { $label ->
    [perfect] идеальной игре
   *[other] силе { $label }
}
verdict = { $v ->
    [balanced] сбалансировано
    [favours-lions] в пользу львов
    [favours-jackals] в пользу шакалов
    [undecided] не ясно
    [unresolved] не определено: зависит от силы
   *[none] нет
}
ladder-no-decisive = ни одной результативной партии
ladder-step-only = ; { $stronger } выигрывает у { $weaker } лишь { $share } результативных партий
ladder-step-still = ; { $stronger } всё ещё выигрывает у { $weaker } { $share } результативных партий
ladder-converged = сошлась на { $level }: львы выигрывают { $share } результативных партий, как и уровнем ниже{ $step }
ladder-unresolved = { $moving ->
    [few-levels] сыграно меньше двух уровней
    [not-played] верхняя ступень силы не сыграна
    [disagree] два последних уровня расходятся
   *[significant] верхняя ступень силы всё ещё значима
}: доля львов среди результативных партий { $trace }{ $step }
balance-board = поле
balance-self-play-head = { $name }: самоигра при { $strength }: { $games } { $games ->
    [one] партия
    [few] партии
   *[many] партий
} ({ $pairs } { $pairs ->
    [one] пара
    [few] пары
   *[many] пар
}, каждая расстановка по разу с каждой стороной первой), агент { $agent }{ $iterations }, зерно { $seed }
balance-iterations = ({ $n } { $n ->
    [one] итерация
    [few] итерации
   *[many] итераций
} на { $per ->
    [turn] ход
   *[move] перемещение группы
})
balance-wins = { $n ->
    [one] победа
    [few] победы
   *[many] побед
}
balance-row-how = { $elimination } взятием всех, { $points } по очкам
balance-draws = ничьи
balance-capped = предел
balance-capped-text = { $n ->
    [one] партия дошла
    [few] партии дошли
   *[many] партий дошло
} до предела в { $max } { $max ->
    [one] раунд
    [few] раунда
   *[many] раундов
}
balance-capped-apart = (учтены отдельно: это не победы, не ничьи и не результативные партии)
balance-share-lions = доля львов среди результативных партий
balance-share-first = доля первого игрока
balance-ludii = баланс (Ludii)
balance-length = длина в раундах
balance-captures = взятия за партию
balance-refusals = отказы по вместимости
balance-na = нет данных
balance-na-decisive = нет данных (ни одной результативной партии)
balance-length-value = в среднем { $mean }, медиана { $median }, 90 % — не дольше { $p90 }
balance-captures-value = львы брали { $lions } шакала, шакалы — { $jackals } льва
balance-none = нет
balance-occupancy = занятость (доля концов ходов, когда регион занят)
balance-occupancy-row = львы { $lions }  шакалы { $jackals }
balance-verdict-none-time = вердикт при { $strength }: нет (за отведённое время не закончилась ни одна пара партий)
balance-verdict-none-decisive = вердикт при { $strength }: нет (ни одной результативной партии: ничьих { $draws }, до предела дошло { $capped }; вердикт выносить не из чего)
balance-why-balanced = 95-процентный интервал доли львов среди результативных партий лежит в пределах 40–60 %
balance-why-perfect = львы выигрывают { $pct } результативных партий (95 % { $ci }): интервал содержит 50 %, но выходит за 40–60 %; при идеальной игре исход партии зависит от того, кто начинает, и от расстановки, так что больше партий ничего не решат: смотрите точную оценку
balance-why-time = львы выигрывают { $pct } результативных партий (95 % { $ci }): интервал содержит 50 %, но выходит за 40–60 %; партии прервал предел времени: с большим --time их сыграется больше
balance-why-more = львы выигрывают { $pct } результативных партий (95 % { $ci }): интервал содержит 50 %, но выходит за 40–60 %; сыграйте больше партий (например, --games { $games }), чтобы его сузить
balance-why-excludes = львы выигрывают { $pct } результативных партий (95 % { $ci }): интервал не содержит 50 %
balance-verdict = вердикт при { $strength }: { $verdict } ({ $why }){ $exact }
balance-verdict-exact = ; так играет эта сила, а точная оценка поля — в первой строке
balance-exact-head = при идеальной игре (точная оценка):
balance-jackals-first = первыми ходят шакалы
balance-lions-first = первыми ходят львы
balance-ladder-head = лестница сил ({ $games } { $games ->
    [one] партия
    [few] партии
   *[many] партий
} на уровень; самоигра, доля львов среди результативных партий, 95 %):
balance-ladder-row = львы { $lions }, шакалы { $jackals }, прочие { $other }
balance-skill-head = след силы (каждый уровень против уровня ниже, за обе стороны; доля сильнейшего среди результативных партий):
balance-vs = против
balance-skill-row = выиграл { $lions } за львов, { $jackals } за шакалов, проиграл { $lost }
balance-significant = значимо
balance-ladder-line = лестница: { $verdict } ({ $reason })
balance-in-short = коротко: { $summary }
balance-untried-head = не успели за отведённое время (--time):
balance-not-balanced = не сбалансировано: `savanna balance { $board } --suggest` пробует изменения правил, фишек и расстановки, которые сбалансировали бы поле
balance-suggest-head = предложение (испробованные изменения, сначала по одному, потом по два, каждое — для первого игрока, с которым оно играется):
balance-suggest-balanced = <- сбалансировано
balance-suggest-untried = не испробовано за отведённое время (--time): { $list }
balance-suggest-line = предложение: { $headline }

## Замечания (diagnostics, checks, command::report)

diag-summary = { $name }: { $errors } { $errors ->
    [one] ошибка
    [few] ошибки
   *[many] ошибок
}, { $warnings } { $warnings ->
    [one] предупреждение
    [few] предупреждения
   *[many] предупреждений
}, { $advice } { $advice ->
    [one] совет
    [few] совета
   *[many] советов
}
diag-more = ... и ещё { $n } { $severity ->
    [error] { $n ->
        [one] ошибка
        [few] ошибки
       *[many] ошибок
    }
    [warning] { $n ->
        [one] предупреждение
        [few] предупреждения
       *[many] предупреждений
    }
   *[advice] { $n ->
        [one] совет
        [few] совета
       *[many] советов
    }
} { $code } (все их показывает `savanna check { $name }`)
diag-read-advice = (советы показывает `savanna check { $name }`)
diag-region = регион { $id }
diag-region-named = { $name } (регион { $id })
diag-line = линия { $n }
diag-line-named = линия { $n } ({ $name })
diag-frame = рамка
diag-pair = { $a } и { $b }
diag-label-also-bounds = тоже граница региона { $id }
diag-label-smallest = самый маленький регион
diag-label-short-border = короткая граница
diag-label-search-stopped = здесь поиск остановлен
diag-label-no-capture-room = нет места для взятия
diag-label-corner-only = касается других только углом
diag-label-through-corner = проходит через угол, где они касаются
diag-label-corner-on-frame = угол, где они касаются, лежит на рамке
diag-label-too-small = мал для шакала
diag-label-regions = { $n } { $n ->
    [one] регион
    [few] региона
   *[many] регионов
}
diag-label-cut-off = { $region } отрезан от остальных
diag-label-cut-off-many = регионы { $regions } отрезаны от остальных
diag-label-free-end = свободный конец в точке { $at }
diag-board-region-count = на поле { $n } { $n ->
    [one] регион
    [few] региона
   *[many] регионов
}; игра рассчитана примерно на десять (здесь от { $min } до { $max })
diag-board-region-count-help = добавьте или уберите линии или задайте `rules: {"{"}min_regions, max_regions{"}"}`, чтобы принять такое число
diag-board-unequal-regions = { $large } по площади в { $ratio } раза больше, чем { $small } (больше чем в { $max })
diag-board-unequal-regions-help = передвиньте линии, чтобы выровнять регионы, или увеличьте `rules: {"{"}max_area_ratio{"}"}`
diag-board-disconnected = регионы распадаются на { $n } { $n ->
    [one] группу
    [few] группы
   *[many] групп
}, между которыми нельзя перейти: { $groups } (регионы по номерам)
diag-board-disconnected-help = соедините группы: из каждого региона должен быть путь в любой другой через общие границы (угол — не граница)
diag-region-corner-contact-meet = в точке { $at } сходятся { $n } { $n ->
    [one] регион
    [few] региона
   *[many] регионов
}: { $pairs } касаются только этим углом и не соседи
diag-region-corner-contact = { $pairs } касаются только в точке { $at } и не соседи
diag-region-corner-contact-help = через угол никогда не ходят; отметьте эту точку на листе, чтобы игроки о ней не спорили
diag-region-too-small = { $region } не вмещает ни одного шакала ({ $diameter } в поперечнике): площадь региона { $area }, а самый большой круг внутри него — { $width } в поперечнике
diag-region-too-small-help = расширьте регион хотя бы на { $by }, раздвинув его линии, или объедините его с соседом, удалив линию
diag-board-dangle-near = { $line }: свободный конец в точке { $at } (до ближайшей линии, { $other }, — { $distance }); отрезок линии, ведущий к этому концу (длина { $length }), не ограничивает ни одного региона
diag-board-dangle = { $line }: свободный конец в точке { $at }; отрезок линии, ведущий к этому концу (длина { $length }), не ограничивает ни одного региона
diag-board-dangle-help = продлите линию до другой линии или рамки или укоротите её до последнего пересечения
diag-length = { $x } { $unit ->
    [mm] мм
    [cm] см
    [m] м
    [in] дюйм.
   *[other] { $unit }
}
diag-area = { $x } { $unit ->
    [mm] мм²
    [cm] см²
    [m] м²
    [in] кв. дюйм.
   *[other] { $unit }²
}
diag-region-short-border = { $a } и { $b }: общая граница всего { $length }, короче фишки ({ $piece }): игроки примут её за угол
diag-region-short-border-help = передвиньте линию так, чтобы граница стала длиннее или чтобы регионы сходились только в точке
diag-label-the-short-border = короткая граница ({ $length })
diag-label-carries-the-rest = здесь её остаток
diag-region-search-capped = { $region }: поиск места для фишек «{ $kind ->
    [lion] лев
    [jackal] шакал
   *[other] { $kind }
}» остановился на { $n } { $n ->
    [one] фишке
   *[other] фишках
} (он перебирает не больше { $points } точек решётки); столько точно помещается, а всего — не больше { $bound }
diag-region-search-capped-help = столько фишек в игре никогда не нужно; чтобы сосчитать всё, разделите регион или увеличьте фишки
diag-label-the-setup = начальная расстановка
diag-label-the-field = поле
diag-label-the-lines = линии
diag-board-too-few-lion-regions = { $k ->
    [0] ни один регион не вмещает льва
    [1] льва вмещает только регион { $regions }
   *[other] льва вмещают только { $k } { $k ->
        [one] регион
        [few] региона
       *[many] регионов
    } ({ $regions })
}, { $n ->
    [1] а в игре 1 лев
   *[other] а в игре { $n } { $n ->
        [one] лев
        [few] льва
       *[many] львов
    }, и начинают они по одному в регионе
}
diag-board-too-few-lion-regions-help = сделайте больше регионов шириной не меньше { $diameter } (диаметр льва) или играйте меньшим числом львов
diag-label-default-lions = { $n } { $n ->
    [one] лев
    [few] льва
   *[many] львов
} (по умолчанию) — нужно { $n } { $n ->
    [one] регион
    [few] региона
   *[many] регионов
}
diag-board-no-pack-region = ни один регион не вмещает всю стаю из { $n } { $n ->
    [one] шакала
   *[other] шакалов
}
diag-board-no-pack-region-largest = ни один регион не вмещает всю стаю из { $n } { $n ->
    [one] шакала
   *[other] шакалов
}: самый большой, { $region }, вмещает { $k }
diag-board-no-pack-region-help = стая начинает вместе, в одном регионе: увеличьте один регион или играйте меньшим числом шакалов
diag-label-default-jackals = { $n } { $n ->
    [one] шакал
    [few] шакала
   *[many] шакалов
} (по умолчанию) начинают в одном регионе
diag-board-no-capture-region = ни один регион не вмещает льва и трёх шакалов вместе, так что взятий в игре не будет никогда (львы помещаются в регионах { $regions }, но рядом со львом — не больше { $n } { $n ->
    [one] шакала
   *[other] шакалов
})
diag-board-no-capture-region-help = увеличьте какие-нибудь регионы или уменьшите фишки в `pieces:` (лев — { $lion } в поперечнике, шакал — { $jackal })
diag-label-piece-across = { $kind ->
    [lion] лев
    [jackal] шакал
   *[other] { $kind }
}: { $diameter } в поперечнике
diag-region-no-capture = { $region }: здесь не может быть взятия: поиск размещает рядом со львом { $n ->
    [0] ни одного шакала
    [one] { $n } шакала
    [few] { $n } шакала
   *[other] { $n } шакалов
}, а не трёх, как нужно для взятия (игра разрешает то, что нашёл поиск)
diag-region-no-capture-help = взятие бывает там, где встречаются лев и три шакала; увеличьте регион немного, если в нём должно быть взятие
diag-a-line = линия
diag-the-line-it-meets = линия, которую она встречает
diag-board-no-regions-flat-frame = рамка ({ $w } на { $h }) меньше шага сетки привязки ({ $pitch }): на сетке у неё нет площади, так что на поле нет регионов
diag-board-no-regions-flat-frame-help = задайте размер рамки в единицах поля (`units:`) или более мелкий `snap:`
diag-label-below-grid = меньше шага сетки привязки
diag-board-no-regions-gap = линии не замыкают ни одного региона: самый узкий зазор — { $gap }, между свободным концом в точке { $at } ({ $line }) и точкой { $to } ({ $other })
diag-board-no-regions-gap-help = продлите линию до точки { $to }, чтобы контур замкнулся{ $framed ->
    [yes] {""}
   *[no] , или добавьте вокруг поля рамку `frame:`
}
diag-board-no-regions-empty = на поле нет ни линий, ни рамки, так что нет и регионов
diag-board-no-regions-empty-help = нарисуйте в `lines:` линии, замыкающие регионы, или добавьте вокруг поля рамку `frame:`
diag-board-no-regions = линии не замыкают ни одного региона: они не пересекаются и не сходятся концами
diag-board-no-regions-help = нарисуйте линии, которые пересекаются или сходятся{ $framed ->
    [yes] {""}
   *[no] , или добавьте вокруг поля рамку `frame:`
}
diag-label-from-free-end = { $gap } от свободного конца
diag-board-near-miss-overshoot = { $line } заходит за соседнюю линию ({ $met }) в точке { $at } на { $by }
diag-board-near-miss-overshoot-snap = закончите линию в точке { $at } или обрежьте все такие короткие выступы привязкой: добавьте `snap: { $pitch }` ({ $moves })
diag-board-near-miss-overshoot-help = закончите линию в точке { $at }: выступ не ограничивает ни одного региона{ $searched ->
    [yes] {""}
   *[no] {" "}(шаг `snap:`, который его обрежет, подбирается только для первых { $limit } свободных концов)
}
diag-board-near-miss-short = { $line } не доходит { $gap } до соседней линии ({ $other }): её конец в точке { $at } проходит мимо точки { $to }
diag-board-near-miss-short-snap = перенесите конец в точку { $at } или закройте все такие малые зазоры привязкой: добавьте `snap: { $pitch }` ({ $moves })
diag-board-near-miss-short-help = перенесите конец в точку { $at }, чтобы линии сошлись{ $searched ->
    [yes] {""}
   *[no] {" "}(шаг `snap:`, который закроет зазор, подбирается только для первых { $limit } свободных концов)
}
diag-snap-moves-none = он не сдвигает ни одного из { $n } нарисованных концов и углов; пересечения сдвигаются не больше чем на { $bound }
diag-snap-moves = он сдвигает { $moved } из { $n } нарисованных концов и углов, дальше всего на { $farthest }; пересечения сдвигаются не больше чем на { $bound }
diag-board-cut-edge = { $line }: участок длиной { $length } с одним и тем же регионом по обе стороны ничего не разделяет
diag-board-cut-edge-help = линия, которая только соединяет два отдельных контура, не ограничивает ни одного региона: удалите её или сделайте так, чтобы она замыкала регион
diag-label-same-region = один и тот же регион с обеих сторон
diag-board-outside-frame = { $line } целиком лежит за рамкой и не учитывается
diag-board-outside-frame-help = перенесите линию внутрь рамки или удалите её
diag-label-outside-frame = за рамкой
diag-board-degenerate-line = { $line } короче шага сетки привязки ({ $pitch }) и не учитывается
diag-board-degenerate-line-help = дайте линии два разных конца или удалите её
diag-label-single-point = одна точка на сетке
diag-board-duplicate-line = { $line } совпадает с другой линией ({ $other }), длина { $length }
diag-board-duplicate-line-help = удалите одну из двух: линия, нарисованная дважды, — всё равно одна линия
diag-board-line-along-frame = { $line } идёт вдоль рамки на протяжении { $length }
diag-board-line-along-frame-help = рамка рисуется и так: укоротите линию до места, где она отходит от рамки, или удалите её
diag-board-overlapping-lines = { $a } и { $b } идут друг по другу на протяжении { $length }
diag-board-overlapping-lines-help = рисуйте каждый участок линии один раз: удалите или укоротите одну из них
diag-label-this-line = эта линия
diag-label-runs-along-this = идёт по этой
diag-label-runs-along-it = идёт по ней
diag-board-overlapping-bundle = { $n } { $n ->
    [one] линия идёт
    [few] линии идут
   *[many] линий идут
} друг по другу ({ $names }{ $more ->
    [0] {""}
   *[other] {" "}и ещё { $more }
}): { $pairs } { $pairs ->
    [one] перекрывающаяся пара
    [few] перекрывающиеся пары
   *[many] перекрывающихся пар
}, самый длинный общий участок — { $longest }
diag-board-overlapping-bundle-help = рисуйте каждый участок линии один раз: оставьте по одной линии на участок, а остальные удалите или укоротите
diag-setup-no-pieces = в игре нет { $kind ->
    [lion] львов
    [jackal] шакалов
   *[other] фишек «{ $kind }»
} (`count: 0`); для игры нужны обе стороны
diag-setup-no-pieces-help = задайте `pieces: { $kind }: count` не меньше 1
diag-label-count-0 = count 0
diag-setup-lions-together = два льва начинают в одном регионе ({ $region }); львы начинают по одному в регионе
diag-setup-lions-together-help = поставьте каждого льва в отдельный регион
diag-label-second-lion = здесь второй лев
diag-label-first-lion = здесь первый лев
diag-setup-region-id = в расстановке { $n ->
    [1] регион задан
   *[other] регионы заданы
} номером ({ $ids }): номера идут в порядке чтения регионов и меняются, когда сдвигается линия
diag-setup-region-id-help = дайте регионам имена в `regions:` (по точке внутри каждого) и ставьте фишки по имени
diag-label-region-id = номер региона
diag-setup-lions-none-in-play = расстановка ставит { $n } { $n ->
    [one] льва
    [few] льва
   *[other] львов
}, но львов в игре нет
diag-setup-lions-none-in-play-help = добавьте `lion: {"{"}diameter: D, count: N{"}"}` в `pieces:` или уберите `setup: lions:`
diag-label-setup = расстановка
diag-setup-lion-count = расстановка ставит { $n } { $n ->
    [one] льва
    [few] льва
   *[other] львов
}, а в игре { $k } { $k ->
    [one] лев
    [few] льва
   *[many] львов
}
diag-setup-lion-count-help = укажите в `setup: lions:` по одному региону на льва или измените `pieces: lion: count`
diag-setup-lion-does-not-fit = лев начинает в регионе ({ $region }), но лев там не помещается: лев — { $diameter } в поперечнике, а самый большой круг внутри региона — { $width }
diag-setup-lion-does-not-fit-help = поставьте льва в регион шириной хотя бы со льва
diag-label-no-room-lion = нет места для льва
diag-setup-pack-does-not-fit = стая из { $n } { $n ->
    [one] шакала
   *[other] шакалов
} начинает в регионе ({ $region }), а он вмещает только { $k }
diag-setup-pack-does-not-fit-help = поставьте стаю в регион, который вмещает её целиком
diag-label-pack-too-large = стая слишком велика для этого региона
diag-setup-pack-with-lion = стая начинает там же, где лев ({ $region }): в покое в регионе никогда не бывает обеих сторон (правило 1)
diag-setup-pack-with-lion-help = поставьте стаю в регион без льва, не ближе { $n } { $n ->
    [one] границы
   *[other] границ
} от каждого льва
diag-label-the-pack = стая
diag-label-the-lion = лев
diag-setup-pack-too-close = стая начинает { $d ->
    [1] рядом со львом
   *[other] в { $d } { $d ->
        [one] границе
       *[other] границах
    } от льва
} ({ $region }); ей следует начинать на другой стороне поля
diag-setup-pack-too-close-help = поставьте стаю не ближе { $n } { $n ->
    [one] границы
   *[other] границ
} от каждого льва или уменьшите `rules: {"{"}min_pack_distance{"}"}`
diag-and = { $rest } и { $last }
diag-scale-field-under-mm = поле меньше { $x } мм
diag-scale-field-over-m = поле больше { $x } м
diag-scale-pieces-under-mm = фишки меньше { $x } мм
diag-scale-pieces-over-m = фишки больше { $x } м
diag-scale-pieces-across = больше { $x } фишек поперёк поля
diag-scale-field = поле { $w } × { $h }
diag-scale-field-pieces = { $field } с фишками { $pieces } в поперечнике
diag-unit-words = { $unit ->
    [mm] миллиметрах
    [cm] сантиметрах
    [m] метрах
    [in] дюймах
   *[other] { $unit }
}
diag-scale-given-default = миллиметрах (`units: mm`, по умолчанию)
diag-scale-given = { $words } (`units: { $unit }`)
diag-scale-other = `units: { $unit }` ({ $sizes })
diag-board-implausible-size = в { $given } это { $sizes }: { $why }
diag-board-implausible-size-help = если числа даны в { $words }, напишите `units: { $unit }` ({ $sizes }){ $n ->
    [0] {""}
   *[other] ; подходит и { $others }
}
diag-label-measured-here = измерено здесь
diag-board-not-packed = вместимость не рассчитана: в регионы могло бы поместиться до { $bound } кругов «{ $kind ->
    [lion] лев
    [jackal] шакал
   *[other] { $kind }
}» (площадь каждого региона, делённая на площадь круга), больше { $max }, которые savanna размещает на одном поле
diag-board-not-packed-help = задайте в `pieces:` фишки побольше или возьмите поле поменьше
diag-board-not-packed-help-unit = если числа даны в { $words }, напишите `units: { $unit }` ({ $sizes }: не больше { $n } кругов «{ $kind ->
    [lion] лев
    [jackal] шакал
   *[other] { $kind }
}»); иначе задайте в `pieces:` фишки побольше или возьмите поле поменьше
diag-name-same-region-gap = { $message }: { $line } не доходит { $gap } до соседней линии ({ $other }), так что по обе её стороны — один регион
diag-name-same-region-gap-help = продлите линию ({ $line }) до другой ({ $other }) (см. почти-пересечение) или перенесите одну из точек в регион, для которого она задумана
diag-label-stops-short = не доходит { $gap }
diag-name-no-glyph = { $what }: { $n ->
    [1] символ, который не может нарисовать
   *[other] символы, которые не может нарисовать
} ни один шрифт в комплекте: { $chars }
diag-name-no-glyph-help = на листе на его месте будет пустой прямоугольник: замените символ или напишите имя письмом, для которого у savanna есть шрифты (латиница, греческое письмо, кириллица, арабское письмо, иврит, деванагари, тайское письмо, китайский, японский, корейский, эмодзи)
diag-label-no-font = { $n ->
    [1] ни в одном шрифте нет { $code }
   *[other] ни в одном шрифте нет этих символов ({ $n })
}
diag-the-board-name = имя поля `{ $name }`
diag-the-piece-kind = вид фишек `{ $name }`
diag-the-region-name = имя региона `{ $name }`
diag-name-same-region = `{ $name }` и `{ $prev }` — имена одного и того же региона { $id }
diag-name-same-region-help = дайте каждому региону одно имя: перенесите одну из точек в регион, для которого она задумана
diag-label-second-name = второе имя этого региона
diag-label-first-named = первое имя дано здесь
diag-name-on-border = точка { $at } имени `{ $name }` лежит на границе, а не внутри региона
diag-name-on-border-help = перенесите точку внутрь региона, который хотите назвать
diag-label-on-boundary = на границе региона { $id }
diag-name-outside = точка { $at } имени `{ $name }` не лежит ни в одном регионе
diag-name-outside-help = перенесите точку внутрь региона, который хотите назвать (x растёт вправо, y — вниз)
diag-label-in-no-region = ни в одном регионе
diag-name-looks-like-id = регион { $id } назван `{ $name }`, а это номер региона { $other }
diag-name-looks-like-id-help = ход или `setup:` с `{ $name }` означает этот регион (сначала читается имя), а не регион { $other }: дайте ему имя, которое не число
diag-label-a-region-id = номер региона
diag-setup-no-such-id = региона { $id } нет: на поле { $n } { $n ->
    [one] регион
    [few] региона
   *[many] регионов
}
diag-setup-no-such-id-help = укажите номер региона от 1 до числа регионов или имя из `regions:`
diag-label-no-such-region = нет такого региона
diag-setup-unplaced-region = регион `{ $name }` не удалось найти на поле, так что начать в нём ничего не может
diag-setup-unplaced-region-help = исправьте точку `{ $name }` в `regions:` (см. ошибку там), чтобы она лежала внутри региона
diag-label-no-place = этому региону нет места на поле
diag-did-you-mean = может быть, `{ $name }`?
diag-setup-unknown-name = региона с именем `{ $name }` нет
diag-setup-unknown-name-help = назовите регион в `regions:` точкой внутри него или укажите его номер
diag-label-unknown-region = неизвестный регион
diag-input-not-utf8 = файл — не текст в UTF-8 (недопустимый байт по смещению { $at })
diag-input-not-utf8-help = сохраните файл поля как текст в UTF-8
diag-label-not-utf8 = не UTF-8
diag-input-too-large = файл больше { $bytes } байт ({ $mb } МБ) — это самый большой файл поля, который читает savanna
diag-input-too-large-help = разделите поле или проверьте, тот ли это файл
diag-label-file-too-large = файл слишком большой
diag-input-binary = в файле нулевой байт (NUL) по смещению { $at }: похоже, это двоичный файл
diag-input-binary-help = дайте файл поля в виде текста YAML или JSON
diag-label-nul-byte = байт NUL
diag-label-past-the-limit = здесь предел превышен
diag-input-yaml-syntax = файл — неправильный YAML: { $message }
diag-input-yaml-syntax-help = исправьте здесь синтаксис YAML (скобки, отступы, `ключ: значение`)
diag-label-here = здесь
diag-input-control-char = файл — неправильный YAML: в нём управляющий символ { $code }, который YAML не допускает
diag-input-control-char-help = удалите его (он часто попадает в текст, скопированный из терминала или текстового редактора)
diag-label-this-character = этот символ
diag-input-tab = строка { $line } начинается с табуляции (столбец { $column }); в YAML отступы делаются только пробелами
diag-input-tab-help = замените табуляцию пробелами, столько же, сколько у строк выше на этом уровне
diag-label-tab = табуляция
diag-input-too-deep = в файле списки и словари вложены глубже { $n } уровней
diag-input-too-deep-help = файлу поля нужно не больше 4 уровней: проверьте скобки
diag-input-alias-bomb = псевдонимы (aliases) файла разворачиваются больше чем в { $n } значений (псевдонимная бомба?)
diag-input-aliases-help = запишите поле без псевдонимов YAML (`*name`) или разделите его
diag-input-too-many-values = в файле больше { $n } значений
diag-input-too-many-values-help = разделите поле на поля поменьше: в поле, на котором играют, десятки линий, а не сотни тысяч
diag-input-alias-jumps = развёрнутые псевдонимы файла ссылаются на псевдонимы больше { $n } раз на каждое записанное значение (псевдонимы псевдонимов?)
diag-input-empty = в файле нет поля
diag-input-empty-help = файлу поля нужно хотя бы `lines:` или `frame:`; см. `savanna schema`
diag-label-empty = пусто
diag-game-too-many-regions = на поле { $n } { $n ->
    [one] регион
    [few] региона
   *[many] регионов
}; игра идёт не больше чем на { $max }
diag-game-too-many-regions-help = играйте на поле с меньшим числом регионов
diag-game-no-kind = на поле нет фишек `lion` или `jackal`
diag-game-no-kind-help = задайте в `pieces:` оба вида
diag-game-no-pieces = на поле в игре { $lions } { $lions ->
    [one] лев
    [few] льва
   *[many] львов
} и { $jackals } { $jackals ->
    [one] шакал
    [few] шакала
   *[many] шакалов
}; для игры нужны обе стороны
diag-game-no-pieces-help = задайте `pieces: lion: count` и `pieces: jackal: count` не меньше 1
diag-game-too-many-pieces = в игре может быть не больше { $max } фишек одного вида
diag-game-too-many-pieces-help = уменьшите `pieces: ... count`
diag-game-no-capacity = в файле поля нет вместимостей, так что движок не знает, что где помещается
diag-game-no-capacity-help = соберите поле без `--no-capacity`
diag-position-syntax = это не позиция: { $message }
diag-position-syntax-help = позиция — это `side: jackals` и `pieces: {"{"}REGION: {"{"}lions: N, jackals: N{"}"}{"}"}` (см. schemas/game-position.schema.json)
diag-position-unknown-region = { $what }: на поле нет региона `{ $key }`
diag-position-unknown-region-help = укажите номер региона от 1 до { $n } или имя региона
diag-position-duplicate-region = регион { $region } указан в `pieces` дважды
diag-position-duplicate-region-help = укажите каждый регион один раз
diag-position-both-sides = в регионе { $region } { $lions } и { $jackals }: в регионе никогда не бывает обеих сторон (нападение берёт всех, кто там есть)
diag-position-both-sides-help = поставьте в каждый регион фишки только одной стороны
diag-position-does-not-fit = в регионе { $region } { $pieces }, а помещается не больше { $cap }
diag-position-does-not-fit-help = перенесите часть фишек в другие регионы
diag-position-no-pieces = в позиции нет фишек ни одной стороны: ни одна игра к ней не приходит (после взятия на поле остаётся взявшая сторона)
diag-position-no-pieces-help = задайте фишки каждой стороны в `pieces:`, например `3: {"{"}lions: 1{"}"}` и `7: {"{"}jackals: 9{"}"}`
diag-position-too-many-pieces = в позиции { $kind ->
    [lions] львов
   *[jackals] шакалов
}: { $have }, а в игре только { $max }
diag-position-too-many-pieces-help = уберите фишки или измените `pieces:` в файле поля
diag-position-quiet = quiet: { $q } — не число раундов: укажите целое или половинное число от 0 (например, 2 или 2.5)
diag-position-quiet-help = `quiet` считает раунды подряд без взятия, с шагом в половину
diag-input-frame-conflict = у `frame` есть и `polygon`, и размеры прямоугольника
diag-input-frame-conflict-help = оставьте либо `width`/`height`, либо `polygon`
diag-label-rectangle = прямоугольник
diag-label-polygon = многоугольник
diag-input-too-many-frame-points = у многоугольника рамки { $n } { $n ->
    [one] угол
    [few] угла
   *[many] углов
}, больше предела в { $max }
diag-label-too-many-corners = слишком много углов
diag-input-too-many-frame-points-help = упростите контур рамки
diag-input-frame-too-few-points = у многоугольника рамки { $n } { $n ->
    [one] различный угол
    [few] различных угла
   *[many] различных углов
}; нужно хотя бы 3
diag-label-too-few-corners = слишком мало углов
diag-input-frame-too-few-points-help = перечислите углы рамки по порядку, хотя бы 3
diag-input-frame-self-intersection = многоугольник рамки не простой: { $what }
diag-input-frame-self-intersection-help = перечислите углы по порядку обхода контура, каждый один раз, чтобы никакие две стороны не встречались, кроме соседних в их общем углу
diag-label-edge-starts = здесь начинается сторона { $k }
diag-edge = { $k } (от { $from } до { $to })
diag-frame-repeated-corner = углы { $i } и { $j } — одна и та же точка, { $at }
diag-frame-collinear = все углы лежат на одной прямой: у рамки нет площади
diag-frame-fold-back = стороны { $a } и { $b } идут друг по другу в обратную сторону
diag-frame-cross = стороны { $a } и { $b } пересекаются
diag-frame-touch = стороны { $a } и { $b } касаются
diag-input-too-many-lines = на поле { $n } { $n ->
    [one] линия
    [few] линии
   *[many] линий
}, больше предела в { $max }
diag-label-too-many-lines = слишком много линий
diag-input-zero-length-line = линия { $n } начинается и кончается в одной точке ({ $x }, { $y })
diag-input-zero-length-line-help = удалите её или сдвиньте один конец: она ничего не рисует и не ограничивает ни одного региона
diag-label-zero-length = нулевая длина
diag-input-unknown-unit = неизвестная единица `{ $unit }`; единицы — mm, cm, m и in
diag-input-unknown-unit-write = напишите `units: { $unit }`
diag-input-unknown-unit-help = напишите одну из единиц: mm, cm, m, in
diag-label-unknown-unit = неизвестная единица
diag-input-unknown-lang = неизвестный язык `{ $lang }`; языки — { $langs }
diag-label-unknown-lang = неизвестный язык
diag-input-unknown-lang-help = напишите один из языков { $langs } (например, `lang: ru`) или уберите `lang:`, чтобы печатать на языке читателя
diag-input-snap-not-positive = `snap` равен { $snap }; он должен быть положительным
diag-label-not-positive = не положительный
diag-input-snap-not-positive-help = уберите `snap:`, чтобы взять шаг по умолчанию ({ $default } мм), или задайте положительный шаг сетки
diag-input-snap-coarser = `snap` равен { $snap } — крупнее фишки по умолчанию «{ $kind ->
    [lion] лев
    [jackal] шакал
   *[other] { $kind }
}» ({ $diameter } в поперечнике): savanna не может измерить фишки
diag-label-coarser-than-piece = крупнее фишки
diag-input-snap-coarser-help = сделайте `snap:` мельче самой маленькой фишки (в десятую её долю или меньше) или задайте `pieces:` в единицах поля
diag-early = предупреждение: { $message } (дальше рассчитывается вместимость, потом будет отчёт)
diag-input-duplicate-key = { $what }: `{ $key }` встречается дважды
diag-input-duplicate-key-help = удалите или переименуйте один из них (используется первый)
diag-label-again-here = здесь ещё раз
diag-label-first-here = здесь впервые
diag-help = подсказка
table-id = №
table-region = регион
table-area = площадь ({ $units ->
    [mm] мм²
    [cm] см²
    [m] м²
    [in] кв. дюйм.
   *[other] { $units }²
})
table-kind = { $kind ->
    [lion] лев
   *[jackal] шакал
}
table-together = львы и шакалы вместе
table-neighbors = соседи
table-at-most = (не больше { $n })
table-enough = n+: вмещает все фишки этого вида в игре, дальше не искали (--full-capacity)
sheet-start-lion = здесь начинает лев
sheet-start-pack = здесь начинает стая шакалов ({ $n })

solve-stats = решено{ $timed ->
    [yes] {" "}за { $seconds } с
   *[no] {""}
}: состояний — { $states }, перебрано переходов конца хода — { $transitions }{ $graphs ->
    [yes] {" "}(и тихие ходы шакалов как графы: частичных ходов — { $graph_states }, рёбер — { $graph_edges })
   *[no] {""}
}, раскрыто состояний хода — { $turn_states }; значения заняли { $values }, списки ходов{ $graphs ->
    [yes] {" "}и графы
   *[no] {""}
} — не больше { $lists }{ $regenerated ->
    [0] {""}
   *[other] {" "}(чтобы уложиться в --max-memory, ходы или тихие графы { $regenerated_placements } из { $placements } расстановок со стороной, которая ходит, в { $regenerated } { $regenerated ->
        [one] классе
       *[other] классах
    }, строились заново для каждого тихого слоя)
}
cli-wrote = записан файл { $path }
cli-wrote-summary = записан файл { $path } ({ $summary })

# ---------------------------------------------------------------------------------------------
# Редактор (web/src/, issue 41.1): все слова страницы, ключи `editor-…`, по частям страницы.
# Страница берёт и count-, cap-, outcome-, play-captures и verdict выше (web/scripts/ftl.mjs);
# web/test/messages.test.mjs проверяет, что каждый её ключ есть здесь и в других каталогах.

## Редактор (web/src/: main.ts, design/, play/): все его слова

editor-page-title = savanna: редактор полей
editor-tab-design = Конструктор
editor-tab-play = Игра
editor-tab-balance = Баланс
editor-engine-loading = движок загружается…
editor-engine-version = движок { $version }
editor-engine-failed = движок не загрузился: { $message }
editor-lang-label = Язык

## Вкладка «Конструктор»: панель инструментов (design/toolbar.ts)

editor-grid-pitch-title = шаг сетки в единицах поля
editor-paper-pdf-title = бумага для PDF
editor-undo = Отменить
editor-undo-title = отменить (Ctrl+Z)
editor-redo = Вернуть
editor-redo-title = вернуть (Ctrl+Shift+Z)
editor-new = Новое поле
editor-new-title = начать заново: новое пустое поле («Отменить» вернёт это)
editor-open = Открыть
editor-open-title = открыть файл поля или рисунок либо прочитать фото поля, нарисованного от руки
editor-open-file = Поле или рисунок…
editor-open-file-title = открыть файл поля (YAML/JSON), импортировать рисунок SVG или прочитать фото (JPEG, PNG, WebP)
editor-save-yaml = Сохранить YAML
editor-save-yaml-title = скачать файл поля в том виде, как он написан
editor-copy-link = Копировать ссылку
editor-copy-link-title = ссылка, в которой всё поле (#board=…): кто её откроет, получит это поле
editor-export = Экспорт
editor-export-title = скачать файл поля или лист для печати
editor-dl-board = Файл поля
editor-dl-board-title = скачать проверенный файл поля (JSON, с вместимостями)
editor-dl-svg = Лист SVG
editor-dl-svg-title = скачать лист для печати в SVG (в натуральную величину)
editor-dl-pdf = Лист PDF
editor-dl-pdf-title = скачать лист для печати в PDF (в натуральную величину; если он больше бумаги — по частям на нескольких страницах)
editor-dl-png = Лист PNG
editor-dl-png-title = скачать лист для печати картинкой PNG (4 пикселя на мм, не больше 4096 по стороне)
editor-print = Печать…
editor-print-title = напечатать лист отсюда: обложку, затем страницы на выбранной бумаге (печатайте в масштабе 100 %)
editor-paper = бумага
editor-paper-title = бумага для PDF и для печати
editor-scale-correction = поправка масштаба
editor-scale-correction-title = поправка принтера, о которой просит обложка: если её квадрат 100 мм печатается как 99,5 × 100,3 мм, введите 1.005 и 0.997 (от 0.8 до 1.25; 1 — без поправки)
editor-grid = сетка
editor-fit = Вписать
editor-fit-title = показать всё поле
editor-verdict-no-regions = нет регионов
editor-verdict-regions = { $n ->
    [one] { $n } регион
    [few] { $n } региона
   *[many] { $n } регионов
}
editor-verdict-errors = { $n ->
    [one] { $n } ошибка
    [few] { $n } ошибки
   *[many] { $n } ошибок
}
editor-verdict-warnings = { $n ->
    [one] { $n } предупреждение
    [few] { $n } предупреждения
   *[many] { $n } предупреждений
}
editor-verdict-empty = пустой лист: нарисуйте линии
editor-verdict-valid = без ошибок
editor-verdict-valid-so-far = пока без ошибок (вместимости…)

## Вкладка «Конструктор»: сочетания клавиш (design/shortcuts.ts)

editor-key-undo = отменить
editor-key-redo = вернуть
editor-key-delete = удалить выбранные линии
editor-key-escape = прервать жест, снять отметку и выделение
editor-key-nudge-left = сдвинуть выбранные линии влево на шаг сетки
editor-key-nudge-right = сдвинуть вправо
editor-key-nudge-up = сдвинуть вверх
editor-key-nudge-down = сдвинуть вниз
editor-key-zoom-in = приблизить
editor-key-zoom-out = отдалить
editor-key-fit = вписать поле в окно
editor-key-copy = копировать выбранные линии
editor-key-paste = вставить скопированные линии (каждый раз на шаг сетки дальше)
editor-key-duplicate = дублировать выбранные линии
editor-key-select-all = выбрать все линии

## Вкладка «Конструктор»: инструменты (design/tools/)

editor-tool-draw = Линия
editor-tool-draw-title = рисовать прямые линии: нажмите, тяните, отпустите (прилипают к концам, линиям, рамке и сетке; Shift — шаг 15°)
editor-tool-frame = Рамка
editor-tool-frame-title = щёлкайте по углам многоугольной рамки; двойной щелчок (или щелчок по первому углу) замыкает её
editor-tool-name = Имя
editor-tool-name-title = щёлкните по региону, чтобы дать ему имя
editor-tool-start = Начало
editor-tool-start-title = перетащите львов и стаю, чтобы расставить начало
editor-start-none = На поле ещё нет начальной расстановки: «Расставить» (в разделе «Поле») ставит на него львов и стаю, потом перетащите их.
editor-tool-select = Выбор
editor-tool-select-title = выберите линию (Shift-щелчок — несколько); тяните её концы или сами линии; Delete удаляет их

## Вкладка «Конструктор»: боковая панель (design/panels.ts)

editor-region-point = Наведите указатель на регион, чтобы увидеть его соседей.
editor-diagnostics = Диагностика
editor-line-name-placeholder = имя (необязательно)
editor-line-new = Новая линия
editor-region-name-placeholder = имя региона
editor-name-submit = Назвать
editor-add-line = Добавить линию
editor-add-line-title = добавить линию с этими концами
editor-move-ends = Перенести концы
editor-move-ends-title = перенести сюда концы выбранной линии
editor-delete-line = Удалить линию
editor-delete-line-title = удалить выбранную линию (Delete)
editor-line-from = от
editor-line-to = до
editor-board-settings = Поле
editor-units = единицы
editor-frame = рамка
editor-set = Задать
editor-set-frame-title = прямоугольная рамка (0,0)-(ширина,высота)
editor-lion-diameter = лев ⌀
editor-jackal-diameter = шакал ⌀
editor-set-pieces-title = диаметры фишек, в единицах поля
editor-auto-start = Расставить
editor-auto-start-title = стаю — в последний регион, который её вмещает, львов — в самые далёкие от неё регионы
editor-game-options = Правила игры
editor-region-under-pointer = Регион под указателем
editor-size-bad = { $what }: нужно число больше 0, в { $units }.
editor-board-units = единицах поля
editor-frame-width = ширина рамки
editor-frame-height = высота рамки
editor-lion-diameter-what = диаметр льва
editor-jackal-diameter-what = диаметр шакала
editor-start-drawing = Начните рисовать: нажмите на краю рамки, протяните через лист и отпустите. Линии прилипают к рамке, друг к другу и к сетке; хорошее поле — около десяти регионов.
editor-region = Регион { $id }
editor-region-named = Регион { $id }: { $name }
editor-region-area = площадь { $area } { $units ->
    [mm] мм²
    [cm] см²
    [m] м²
    [in] кв. дюйм.
   *[other] { $units }²
}
editor-region-neighbors = соседи: { $list }
editor-none = нет
editor-region-corner-only = только углом: { $list }
editor-region-holds = вмещает: { $list }
editor-computing = считается…
editor-line-both-ends = Введите оба конца линии.
editor-auto-start-few = Сначала нарисуйте хотя бы два региона.
editor-units-convert = Пересчитать
editor-units-convert-title = пересчитать все координаты и размеры фишек: { $a } { $from } станет { $b } { $to } (размер поля не изменится)
editor-units-keep = Оставить числа
editor-units-keep-title = меняется только единица: { $a } { $from } станет { $a } { $to } (размер поля изменится)
editor-cancel = Отмена
editor-units-cancel-title = оставить единицы как есть
editor-line = Линия { $n }
editor-line-named = Линия { $n } ({ $name })
editor-game-range = { $what }: целое число от { $lo } до { $hi }.
editor-game-combined-attack = совместная атака
editor-game-first = первыми ходят
editor-game-fit = вместимость проверяется
editor-game-freeze = заморозка
editor-game-gathered-lions-disperse = собравшиеся львы расходятся
editor-game-jackal-points = очки за шакала
editor-game-lion-points = очки за льва
editor-game-lion-strength = сила льва
editor-game-max-rounds = предел раундов
editor-game-pack-count = правило стаи считается
editor-game-pass = пропуск хода
editor-game-dispersal = как расходятся львы
editor-game-pack-leaves-one = стая оставляет одного
editor-game-quiet = тихий раунд
editor-game-quiet-rounds = тихих раундов до подсчёта очков
editor-game-setup = расстановка
editor-game-value-jackals = шакалы
editor-game-value-lions = львы
editor-game-value-at-entry = при входе
editor-game-value-after-capture = после взятия
editor-game-value-region = регион
editor-game-value-pieces = фишки
editor-game-value-no-capture = без взятий
editor-game-value-no-capture-possible = взятие невозможно
editor-game-value-board = с поля
editor-game-value-random = случайная
editor-game-value-turn = за ход
editor-game-value-group = за каждую группу
editor-game-value-when-stuck = только без ходов
editor-game-value-allowed = разрешён
editor-game-value-one-stays = один остаётся
editor-game-value-one-per-region = по одному в регион
editor-diagnostics-count = Диагностика ({ $n })
editor-severity-error = ошибка
editor-severity-warning = предупреждение
editor-severity-advice = совет
editor-diag-more = и ещё { $n } ({ $code })
editor-diag-none = Замечаний нет.
editor-piece-lion = лев
editor-piece-jackal = шакал
editor-piece-size = Фишка «{ $kind }» в поперечнике { $d } при рамке { $w } × { $h }: больше четверти её короткой стороны ({ $quarter })
editor-piece-size-also = { $n ->
    [one] , как и фишка «{ $others }»
    [few] , как и фишки: { $others }
   *[many] , как и фишки: { $others }
}
editor-piece-size-end = . Её вместят немногие регионы: проверьте единицы ({ $units }) и диаметры фишек.

## Вкладка «Конструктор»: редактор (design/editor.ts)

editor-restored = Ваше поле с прошлого раза, каким вы его оставили («Новое поле» начинает новое).
editor-edit-afresh = Изменено без YAML-редактора движка: файл записан заново (комментарии потеряны).
editor-edit-refused = Изменение не применено: { $why }
editor-nudge-refused = { $what ->
    [end] Не сдвинуто: конец вышел бы за рамку (перетащите его или введите концы, чтобы вынести линию за рамку).
    [line] Не сдвинуто: линия вышла бы за рамку (перетащите её или введите концы, чтобы вынести линию за рамку).
   *[lines] Не сдвинуто: линии вышли бы за рамку (перетащите их или введите концы, чтобы вынести линию за рамку).
}
editor-nudge-stopped = Остановлено у края рамки.
editor-snap = привязка: { $kind }
editor-snap-end = конец
editor-snap-crossing = пересечение
editor-snap-line = линия
editor-snap-grid = сетка
editor-dismiss = закрыть

## Вкладка «Конструктор»: файлы, ссылки (design/files.ts, share.ts, print.ts)

editor-link-no-compress = Ссылки нет: этот браузер не умеет сжимать данные ({ $why }).
editor-link-copied = Ссылка скопирована: в ней всё поле ({ $n } { $n ->
        [one] символ
        [few] символа
       *[many] символов
    }{ $long ->
        [yes] ; некоторые приложения обрезают такие длинные ссылки — лучше отправьте файл
       *[no] {""}
    }).
editor-link-copy = Скопируйте эту ссылку: в ней всё поле ({ $n } { $n ->
        [one] символ
        [few] символа
       *[many] символов
    }{ $long ->
        [yes] ; некоторые приложения обрезают такие длинные ссылки — лучше отправьте файл
       *[no] {""}
    }).
editor-link-label = ссылка на это поле
editor-link-kept = Показано поле, сохранённое в этом браузере.
editor-link-opened = Открыто поле из ссылки.
editor-link-undo = «Отменить» вернёт прежнее поле.
editor-new-confirm = Отбросить изменения этого поля и начать новое? («Отменить» вернёт его.)
editor-svg-refused = Рисунок SVG не импортирован: { $why }
editor-at-line = строка { $n }
editor-imported-with = Импортирован { $name }:
editor-imported = Импортирован { $name }.
editor-import-warnings = { $n ->
    [one] { $n } предупреждение (в «Диагностике»)
    [few] { $n } предупреждения (в «Диагностике»)
   *[many] { $n } предупреждений (в «Диагностике»)
}
editor-opened = Открыт { $name }.
editor-no-board-file = Файла поля нет: в поле есть ошибки.
editor-no-sheet = Листа для печати нет: в поле есть ошибки.
editor-correction-bad = Поправка масштаба: два множителя от { $lo } до { $hi } (1.005 и 0.997, если квадрат 100 мм на обложке печатается как 99,5 × 100,3 мм).
editor-correction-x = поправка масштаба по X
editor-correction-y = поправка масштаба по Y
editor-sheet-page = страница листа { $i } из { $n }
editor-printing = Печать: { $n } { $n ->
    [one] страница
    [few] страницы
   *[many] страниц
} на бумаге { $paper }. Печатайте в масштабе 100 % / в реальном размере (не «по размеру страницы»), затем измерьте квадрат 100 мм на обложке.
editor-link-not-board = Адрес кончается на «#{ $shown }», а это не ссылка на поле (ссылка на поле кончается на «#board=» и самим полем).
editor-link-not-base64 = Ссылка на поле повреждена: после «#board=» должен идти текст base64url (буквы, цифры, - и _). Может быть, ссылку обрезали или изменили?
editor-link-not-deflate = Ссылка на поле повреждена: её данные не распаковываются (raw DEFLATE). Может быть, ссылку обрезали при копировании?
editor-link-not-utf8 = Ссылка на поле распаковывается в байты, которые не являются текстом UTF-8: она сделана не из файла поля.

## Вкладка «Конструктор»: фото поля (design/photo.ts)

editor-photo-size-bad = введите ширину и высоту листа (числа больше 0)
editor-photo-paper-title = размер листа: авто (по соотношению сторон; лист серии A читается как A4), формат бумаги или свой
editor-photo-paper-auto = авто
editor-photo-paper-custom = свой
editor-photo-width = ширина листа
editor-photo-height = высота листа
editor-photo-unit = единицы размера листа
editor-photo-again = Прочитать заново
editor-photo-again-title = прочитать фото заново с выбранным размером бумаги (прочитанное поле заменит это; «Отменить» вернёт его)
editor-photo-open = Открыть фото…
editor-photo-open-title = прочитать фото или скан (JPEG, PNG, WebP) поля, нарисованного на бумаге; на телефоне — сфотографировать
editor-photo-underlay = Фото под линиями
editor-photo-underlay-title = бледное фото под прочитанными линиями (только на странице, не в файле поля)
editor-photo-refused = Фото не прочитано: { $why }
editor-photo-busy = Фото ещё читается: дождитесь конца.
editor-photo-reading = Читается фото { $name }… (большое фото — несколько секунд)
editor-photo-read = Прочитано { $name }: найденные линии нарисованы поверх фото; передвиньте или удалите неверные.
editor-photo-warnings = { $n ->
    [one] { $n } предупреждение (в «Диагностике»).
    [few] { $n } предупреждения (в «Диагностике»).
   *[many] { $n } предупреждений (в «Диагностике»).
}
editor-photo-read-tail = В меню «Открыть» фото можно скрыть или прочитать заново с другим размером бумаги.
editor-yaml-title = Файл поля (YAML)
editor-yaml-label = YAML поля
editor-file-utf32-length = текст UTF-32, длина которого не кратна 4 байтам
editor-file-utf32-char = текст UTF-32 с недопустимым символом в байте { $i }
editor-file-not-utf8 = не текст UTF-8 (сохраните его в UTF-8 или в UTF-16 с меткой порядка байтов)
editor-file-not-text = некорректный текст { $enc }
editor-file-gzip = сжат gzip, но повреждён (не распаковывается)
editor-file-refused = { $name } не открыт: { $why }.

## Вкладка «Конструктор»: списки для клавиатуры и экранного диктора (design/access.ts)

editor-field-line-from-x = начало линии, x
editor-field-line-from-y = начало линии, y
editor-field-line-to-x = конец линии, x
editor-field-line-to-y = конец линии, y
editor-field-line-name = имя линии (необязательно)
editor-line-words = линия { $n }: от { $from } до { $to }
editor-line-words-named = линия { $n } ({ $name }): от { $from } до { $to }
editor-region-lower = регион { $id }
editor-holds-unknown = вместимость ещё не посчитана
editor-holds-all = вмещает все фишки
editor-holds = вмещает: { $list }
editor-region-named-lower = { $name } (регион { $id })
editor-neighbours = соседи: { $list }
editor-corner-only = касается только углом: { $list }
editor-lines-label = линии
editor-regions-label = регионы
editor-lines = Линии
editor-regions = Регионы
editor-start-pieces = Начало (фишки)
editor-board-help = Нарисованное поле. Его линии, регионы и начальная расстановка перечислены и на боковой панели («Линии», «Регионы», «Начало»).
editor-board-label-none = поле: ещё не построено
editor-board-label = поле: { $regions }, { $lines }
editor-board-label-stale = поле: перестраивается; { $regions }, { $lines }
editor-lines-count = { $n ->
    [one] { $n } линия
    [few] { $n } линии
   *[many] { $n } линий
}
editor-lines-title = Линии ({ $n })
editor-regions-title = Регионы ({ $n })
editor-ends-label = что двигают стрелки
editor-ends-whole = всю линию
editor-ends-from = начало
editor-ends-to = конец
editor-moved = сдвинуто: { $words }
editor-lines-more = { $n ->
    [one] и ещё { $n } линия (в панели YAML)
    [few] и ещё { $n } линии (в панели YAML)
   *[many] и ещё { $n } линий (в панели YAML)
}
editor-named = названо: { $name }
editor-name-region = назвать { $name }
editor-regions-more = { $n ->
    [one] и ещё { $n } регион (наведите на них указатель на поле)
    [few] и ещё { $n } региона (наведите на них указатель на поле)
   *[many] и ещё { $n } регионов (наведите на них указатель на поле)
}
editor-start-none-list = Начальной расстановки ещё нет: «Расставить» (в разделе «Поле») ставит на поле львов и стаю.
editor-lion-starts = лев { $n } начинает в
editor-pack-starts = стая начинает в
editor-mark-lion = Л
editor-mark-pack = { $n }Ш

## Вкладка «Игра» (play/)

editor-agent-human = человек (вы)
editor-agent-random = случайный
editor-agent-greedy = жадный
editor-legend-lions = львы — белый кружок
editor-legend-jackals = шакалы — чёрный кружок
editor-legend-number = число на кружке — сколько фишек в этом регионе
editor-play-first-board = как на поле
editor-play-new = Новая игра
editor-play-end = Закончить ход
editor-play-download = Скачать запись
editor-play-on = Играть дальше отсюда
editor-play-perfect = Идеальная игра
editor-play-pv-next = Дальше ▶
editor-play-pv-end = До конца ⏭
editor-play-typed = или введите ход: { $example }
editor-play-typed-example = 2 шакала ОТКУДА -> КУДА
editor-play-send = Отправить
editor-play-lions = Львы:
editor-play-jackals = Шакалы:
editor-play-budget = Итераций MCTS:
editor-play-seed = Зерно:
editor-play-first = Первыми:
editor-play-from-record = или из записи:
editor-play-legal = Допустимые ходы
editor-play-log = Сыгранные ходы
editor-play-undo-title = Вернуть последнее перемещение или конец хода и ответы агентов на него
editor-play-end-title = Закончить ход (после хотя бы одного перемещения, если оно возможно)
editor-play-download-title = Запись партии (JSON game-record; её проверяет `savanna replay`)
editor-play-perfect-title = Решить поле и пройти партию идеальной игры (её главный вариант), первыми ходят выбранные выше: «Дальше» играет её по одному перемещению, «Отменить» — шаг назад, «Играть дальше отсюда» передаёт её выбранным игрокам
editor-play-pvnext-title = Следующее перемещение идеальной игры (или конец хода)
editor-play-pvend-title = Доиграть вариант идеальной игры до конца
editor-play-playon-title = Новая партия с этой позиции, сделанные ходы сохраняются: с выбранными выше игроками (например, после «Отменить» поменяйте, кто играет за сторону)
editor-play-openrecord-title = Играть дальше по записи партии на этом поле (JSON game-record, как его пишет «Скачать запись»)
editor-play-board-changed = Поле изменилось с начала этой партии: «Новая игра» сыграет на новом поле.
editor-what-play = сыграть на этом поле
editor-play-not-built = Поле пока не строится: исправьте его ошибки на вкладке «Конструктор», чтобы сыграть на нём.
editor-play-has-errors = В поле есть ошибки (см. вкладку «Конструктор»): в таком виде на нём не сыграть.
editor-play-no-start = партия не началась
editor-play-record-other = { $file } — партия на поле из { $regions } { $regions ->
    [one] региона
   *[other] регионов
}, а не на этом ({ $here }): сначала откройте её поле на вкладке «Конструктор».
editor-play-record-failed = партию не удалось продолжить по записи
editor-pv-cancelled = Решение отменено.
editor-pv-errors = В поле есть ошибки: исправьте их на вкладке «Конструктор», чтобы решить его.
editor-pv-solving = Поле решается для идеальной игры, первыми ходят { $first ->
    [lions] львы
   *[jackals] шакалы
}… (поле из десяти регионов — минута или больше; щёлкните ещё раз, чтобы отменить)
editor-pv-no-answer = нет ответа
editor-pv-not-solved = Не решено: { $why }
editor-pv-no-value = Не решено: движок не дал значения для этой первой стороны.
editor-pv-value = Идеальная игра, первыми ходят { $first ->
    [lions] львы
   *[jackals] шакалы
}: { $value }. { $forgiving }. «Дальше» играет вариант по одному перемещению; «Отменить» — шаг назад.
editor-play-engine-failed = Сбой движка: { $why }
editor-play-undo-refused = при повторе партии для отмены движок отказал в `{ $line }`
editor-pv-cancel = Отменить решение
editor-play-starting = Партия начинается…
editor-play-choose = Выберите игроков и нажмите «Новая игра».
editor-who-perfect = идеальная игра
editor-play-round = Раунд { $round }: ходят { $side ->
    [lions] львы
   *[jackals] шакалы
} ({ $who })
editor-who-you = вы
editor-play-made = { $n ->
    [one] за этот ход сделано { $n } перемещение
    [few] за этот ход сделано { $n } перемещения
   *[many] за этот ход сделано { $n } перемещений
}
editor-play-quiet = Раундов без взятий: { $rounds } (очки подсчитываются после { $after }).
editor-play-stopped = Сеанс остановлен ({ $reason }) в раунде { $round }.
editor-play-over-after = Игра окончена после раунда { $round }.
editor-play-on-board = На поле: { $lions }, { $jackals }.
editor-play-captured = Взято: львы взяли { $jackals }, шакалы взяли { $lions }.
editor-play-over = Игра окончена: { $outcome }.
editor-play-move-from = Перемещение из региона { $region }:
editor-count-legal = { $n }: есть куда пойти
editor-count-illegal = { $n }: отсюда некуда пойти (причина — под этими кнопками)
editor-play-then-click = затем щёлкните по региону.
editor-why-none = ни у одной нет допустимого хода отсюда
editor-why-pack = уйти могут не больше { $n }: когда за ход регион покидают три шакала или больше, один остаётся (правило «стая оставляет одного»)
editor-why-most = допустимый ход есть не больше чем у { $n }
editor-why = Здесь { $have }; { $why }.
editor-play-or-end = …или закончите ход.
editor-play-no-move = Допустимых ходов нет.

## Вкладка «Баланс» (play/balance.ts)

editor-seconds = { $n } с
editor-minutes = { $n } мин
editor-strength-random = случайная игра (равновероятные ходы: точка отсчёта, самый слабый игрок)
editor-strength-greedy = жадная игра (лучшая оценка на шаг вперёд: слабый игрок)
editor-strength-mcts = MCTS, { $n } { $n ->
    [one] итерация
    [few] итерации
   *[many] итераций
} на ход (чем больше итераций, тем сильнее, но это не идеальная игра)
editor-strength-uct = UCT, { $n } { $n ->
    [one] итерация
    [few] итерации
   *[many] итераций
} на перемещение группы (чем больше итераций, тем сильнее, но это не идеальная игра)
editor-selfplay-at = Игра агентов между собой ({ $strength })
editor-selfplay-none = { $at }: вердикта нет (ни одной результативной партии: ничьих { $draws }, до предела раундов дошло { $capped }).
editor-selfplay-share = львы выигрывают { $pct } результативных партий (95 %: { $ci }, результативных { $n })
editor-selfplay-undecided = не ясно: интервал содержит 50 %, но слишком широк, чтобы сказать, какой стороне поле выгоднее и выгоднее ли вообще (больше партий его сузят)
editor-selfplay = { $at }: { $what }; { $share }. Так на этом поле играют игроки этой силы; это не оценка поля при идеальной игре.
editor-balance-run = Измерить баланс
editor-balance-cancel = Остановить
editor-balance-games = Партий:
editor-balance-agent = Агент (за обе стороны):
editor-balance-solve = Точная оценка: решать не дольше (с, предел; 0 — не решать):
editor-heat-title = Кто какой регион держит
editor-what-balance = измерить баланс поля
editor-balance-changed = Поле изменилось после этого прогона.
editor-balance-cancelled = Остановлено.
editor-balance-not-built = Поле пока не строится: сначала исправьте его ошибки на вкладке «Конструктор».
editor-balance-solving = решается… { $p } % (точная оценка, предел { $limit } с; затем партий: { $games })
editor-balance-games-of = { $done } из { $total } { $total ->
    [one] партии
   *[other] партий
}
editor-balance-failed = баланс не измерен
editor-balance-played = сыграно партий: { $n }
editor-balance-pace = ; в таком темпе одни его ходы заняли бы около { $time }: решит более долгий предел или `savanna balance` в командной строке (на всех ядрах)
editor-balance-why-not = Точной оценки нет: { $why }.
editor-row-games = Партии
editor-row-games-value = { $games } (зерно { $seed })
editor-row-lions-win = Львы выигрывают
editor-row-jackals-win = Шакалы выигрывают
editor-row-wins-value = { $wins } ({ $pct }; истреблением { $elimination }, по очкам { $points })
editor-row-draws = Ничьи
editor-row-capped = Дошли до предела раундов
editor-row-share = Доля львов в результативных партиях
editor-row-share-value = { $pct } (95 %: { $ci }; результативных { $n })
editor-row-first = Первый игрок выигрывает
editor-row-first-value = { $pct } результативных партий (95 %: { $ci })
editor-row-balance = Баланс (1 — поровну)
editor-row-rounds = Раундов за партию
editor-row-rounds-value = в среднем { $mean }, медиана { $median }, 90 % — не больше { $p90 }
editor-row-captures = Взятий за партию
editor-row-captures-value = львы берут шакалов: { $lions }, шакалы берут львов: { $jackals }
editor-exact-win-elimination = { $winner ->
    [lions] львы
   *[jackals] шакалы
} побеждают истреблением
editor-exact-win-points = { $winner ->
    [lions] львы
   *[jackals] шакалы
} побеждают по очкам: львы { $lions }, шакалы { $jackals }
editor-exact-win = { $winner ->
    [lions] львы
   *[jackals] шакалы
} побеждают по очкам
editor-exact-draw-points = ничья: львы { $lions }, шакалы { $jackals }
editor-exact-draw = ничья
editor-exact-when = { $value }, если первыми ходят { $first ->
    [lions] львы
   *[jackals] шакалы
} ({ $rounds } { $rounds ->
    [one] раунд
    [few] раунда
   *[many] раундов
})
editor-balance-not-solved = не решено: { $why }
editor-heat-lions = Л { $p } %
editor-heat-jackals = Ш { $p } %
editor-heat-legend-lions = Л — регион держат львы,
editor-heat-legend-jackals = Ш — шакалы,
editor-heat-legend-nobody = никто; доли — от всех концов ходов во всех партиях
editor-board-word = поле
editor-region-title-id = { $title } (регион { $id })
editor-pieces-in = { $pieces } в регионе { $region }

## Страница: поле и движок (board-store.ts, движок)

editor-empty-sheet = пустой лист: проведите по нему линии, чтобы получились регионы (игра рассчитана примерно на десять, и начальный регион каждого льва шире льва)
editor-empty-sheet-help = «Линия» (D): нажмите на поле, протяните, отпустите; или введите концы линии в разделе «Новая линия», или откройте рисунок либо фото
editor-not-ready-errors = В поле есть ошибки: исправьте их на вкладке «Конструктор», чтобы { $what }.
editor-not-ready-building = Поле строится…
editor-not-ready-empty = Пустой лист, регионов ещё нет. На вкладке «Конструктор» проведите линии через рамку, чтобы получились регионы (около десяти), затем «Расставить» (в разделе «Поле») поставит львов и стаю; потом вернитесь сюда, чтобы { $what }.
editor-not-ready-count = { $n ->
    [one] В поле { $n } ошибка: «Диагностика» на вкладке «Конструктор» скажет, где она и как её исправить; потом вернитесь сюда, чтобы { $what }.
    [few] В поле { $n } ошибки: «Диагностика» на вкладке «Конструктор» скажет, где они и как их исправить; потом вернитесь сюда, чтобы { $what }.
   *[many] В поле { $n } ошибок: «Диагностика» на вкладке «Конструктор» скажет, где они и как их исправить; потом вернитесь сюда, чтобы { $what }.
}
editor-not-ready-invalid = Поле пока не строится: посмотрите «Диагностику» на вкладке «Конструктор», потом вернитесь сюда, чтобы { $what }.
editor-not-json = движок написал строку, которая не является JSON: { $line }
editor-worker-failed = движок: { $message }
editor-worker-stopped = движок остановлен

## The editor page: big boards and the phone (issue 37, web37d)

editor-verdict-checking = проверка…
editor-play-open-record = Открыть запись…

## --help (cli::help): the derive's texts, one message per command and option, ids from the
## command path and the option's id (a test holds that each says what the derive says). issue 41.1

help-frame-usage = Использование:
help-frame-arguments = Аргументы
help-frame-options = Параметры
help-frame-commands = Команды
help-about = Проектирование, проверка, печать и игра на полях «Львов и Шакалов», настольной игры с движением по регионам: точные расположения прямых, вместимости регионов с сертификатами упаковки, движок правил и ретроградный решатель
help-arg-quiet = Печатать только ошибки и то, что просили вывести на стандартный вывод (отчёт, файл поля): без прогресса, предупреждений, советов, итогов и строк «записан файл»
help-arg-px_per_inch = Сколько px в дюйме у читаемого SVG-рисунка (CSS: 96; Illustrator: 72; Inkscape 0.91: 90). По умолчанию: узнаётся по программе, записавшей файл, иначе 96
help-arg-color = Цвет в диагностике: auto (когда вывод идёт в терминал и NO_COLOR не задана), always (всегда) или never (никогда)
help-arg-lang = Язык того, что savanna печатает для людей (лист для печати у `render`, `play`, диагностика, текст `moves`, `replay`, `solve` и `balance`): en или ru. По умолчанию: `lang:` файла поля для всего, что печатается об этом поле, иначе локаль (LC_ALL, LC_MESSAGES, LANG: ru_RU.UTF-8 — русский, всё остальное — английский)
help-frame-arg-help = Показать справку (подробнее: '--help')
help-frame-arg-help-long = Показать справку (кратко: '-h')
help-frame-arg-version = Показать версию
help-check-about = Сообщить обо всех ошибках файла поля, каждой — на её месте в файле
help-check-arg-boards = Файлы полей (YAML или JSON; `-` читает стандартный ввод; проверенный файл поля читается как поле, из которого он сделан). Код выхода 1, если в каком-нибудь есть ошибки
help-check-arg-format = Формат вывода диагностики
help-check-arg-no_capacity = Не считать вместимости (и проверки, которым они нужны)
help-check-arg-full_capacity = Искать каждую вместимость полностью, а не только до числа фишек в игре (медленно на больших полях)
help-build-about = Записать проверенный файл поля (JSON на стандартный вывод или в OUT по его расширению .json/.yaml/.yml) или экспорт: .geojson, .dot/.gv (Graphviz) или .graphml
help-build-arg-board = Файл поля (YAML или JSON; `-` читает стандартный ввод)
help-build-arg-output = Выходной файл: `.json`, `.yaml`/`.yml` для проверенного файла поля, `.geojson`, `.dot`/`.gv`, `.graphml` для экспорта; любое другое расширение отклоняется (листы: `savanna render`). По умолчанию (или `-`): JSON на стандартный вывод
help-build-arg-geojson_y_up = Экспорт GeoJSON: ось y вверх (-y) для ГИС вместо оси y поля, идущей вниз (в единицах поля: задайте слою локальную инженерную СК в метрах, например «без геопривязки» в QGIS)
help-build-arg-geojson_degrees = Экспорт GeoJSON: долгота и широта, поле вписано в квадрат со стороной 0,1 градуса в точке 0° с. ш. 0° в. д. (`degrees_per_unit` в файле), для веб-карт вроде geojson.io
help-build-arg-force = Записать файл, даже если в поле есть ошибки (они перечислены в `diagnostics`)
help-build-arg-no_capacity = Только регионы и соседство: без вместимостей (быстро, для больших или сгенерированных полей)
help-build-arg-full_capacity = Искать каждую вместимость полностью, а не только до числа фишек в игре (медленно на больших полях)
help-build-arg-full_certificates = Перечислить все центры кругов для каждого числа: без этого число больше 100, вмещающее все фишки в игре, записывается решёткой, которая его доказывает (`packing_lattice`), рядом с центрами фишек в игре
help-render-about = Нарисовать лист для печати в натуральную величину (.svg, .pdf или .png по расширению выходного файла)
help-render-arg-board = Файл поля (YAML или JSON; `-` читает стандартный ввод)
help-render-arg-output = Выходной файл: .svg, .pdf или .png; `-` пишет SVG-лист на стандартный вывод
help-render-arg-paper = Формат бумаги: A4, A3, Letter, Tabloid, … или ШИРИНАxВЫСОТА в mm/cm/in (например, 300x200mm). С выводом в SVG — по файлу на страницу; PDF без --paper раскладывается на листы A4
help-render-arg-orientation = Ориентация страницы (по умолчанию: та, при которой страниц меньше)
help-render-arg-margin = Поле страницы в мм, от 0 до 50 (домашние принтеры не печатают у края); только для вывода по страницам. [по умолчанию: 10]
help-render-arg-overlap = Нахлёст соседних страниц в мм, от 0 до 50; только для вывода по страницам. [по умолчанию: 10]
help-render-arg-scale_correction = Поправка принтера: множители X,Y или один множитель для обеих осей, каждый от 0,8 до 1,25 (например, 1.005,0.997, когда квадрат 100 мм печатается как 99,5 x 100,3 мм); только для вывода по страницам
help-render-arg-pencil = Толщина линий карандаша, мм (от 0,05 до 5)
help-render-arg-certificates = Нарисовать сертификат упаковки каждого региона бледными непересекающимися кругами: один лев (сплошной) и наибольшее число шакалов рядом с ним (пунктир) или одни шакалы, где лев не помещается
help-render-arg-proof = Режим проверки: поверх листа — висячие отрезки, разрезанные рёбра и диагностика (пишется даже с ошибками)
help-render-arg-pieces = Добавить страницу фишек для вырезания
help-render-arg-no_cover = Без титульной страницы (калибровочный квадрат, линейка, легенда) у вывода по страницам, без страницы правил у плана разметки или без легенды под одиночным листом
help-render-arg-plan = Нарисовать план разметки: поле в стандартном масштабе, концы каждой линии отмерены от углов рамки, правила и фишки в натуральную величину (для полей, размеченных на земле). Выбирается по умолчанию, когда в натуральную величину выходит больше 20 страниц
help-render-arg-full_size = Страницы в натуральную величину, сколько бы их ни вышло (без плана разметки)
help-render-arg-px_per_mm = Разрешение PNG в пикселях на мм, от 0,5 до 50 (понижается так, чтобы ни одна сторона не превышала 4096 пикселей); только PNG. [по умолчанию: 4]
help-render-arg-force = Записать, даже если в поле есть ошибки
help-render-arg-full_capacity = Искать каждую вместимость полностью, а не только до числа фишек в игре (медленно на больших полях)
help-render-arg-balance = Закрасить регионы по тому, как часто каждая сторона их занимает в прогоне balance (JSON от `savanna balance --format json`), с легендой
help-moves-about = Перечислить допустимые ходы групп из позиции (первый ход за ход игрока или, с --after, следующий)
help-moves-arg-board = Поле: файл поля или проверенный файл поля
help-moves-arg-position = Позиция (YAML или JSON; `-` — стандартный ввод)
help-moves-arg-after = Действия, уже сделанные за этот ход: `3 jackals 7 -> 4; 2 -> 5` (`end` заканчивает ход) или JSON-список ходов
help-moves-arg-format = Формат вывода
help-play-about = Сыграть партию в терминале (или по строкам JSON с --protocol json)
help-play-arg-board = Поле: файл поля или проверенный файл поля
help-play-arg-lions = Кто играет за львов
help-play-arg-jackals = Кто играет за шакалов
help-play-arg-seed = Зерно случайных чисел игроков-программ (и разыгранной расстановки)
help-play-arg-record = Записать сюда запись партии (JSON)
help-play-arg-protocol = text (таблица и приглашение) или json (строки JSON для интерфейсов)
help-play-arg-budget = Итераций MCTS на действие
help-play-arg-first = Кто ходит первым (по умолчанию: `game.first` поля, шакалы)
help-play-arg-table = Таблица идеального игрока (`savanna solve BOARD -o TABLE`); без неё маленькое поле сначала решается
help-replay-about = Воспроизвести запись партии, проверяя каждый ход, и показать, чем она кончилась
help-replay-arg-record = Запись, сделанная `play --record`
help-balance-about = Измерить баланс поля: его точное значение при идеальной игре, если поле решается (иначе — лестница силы), затем как оно играется в партиях программы с собой при измеренной силе
help-balance-arg-board = Поле: файл поля или проверенный файл поля
help-balance-arg-games = Партий программы с собой (парами: каждая расстановка один раз с первым ходом каждой стороны); по умолчанию 200 с mcts или uct, 1000 с random, greedy или perfect
help-balance-arg-seed = Зерно всех случайных чисел
help-balance-arg-agent = Игрок-программа за обе стороны в партиях с собой
help-balance-arg-budget = Итераций MCTS на решение (на ход у mcts, на ход группы у uct)
help-balance-arg-format = Формат вывода
help-balance-arg-output = Записать отчёт сюда, а не на стандартный вывод (`-`: стандартный вывод)
help-balance-arg-table = Решённая таблица этого поля (`savanna solve BOARD -o TABLE`): точное значение читается из неё (без решения), и идеальный игрок играет по ней; без неё маленькое поле сначала решается
help-balance-arg-no_ladder = Не подниматься по лестнице силы (только партии с собой)
help-balance-arg-ladder_games = Партий на ступень лестницы и на шаг силы (400 партий различают шаг в 5 пунктов); по умолчанию 400 или --games, если это меньше (не меньше 4)
help-balance-arg-ladder_to = Наибольший бюджет MCTS лестницы (он удваивается от 50 до этого числа и останавливается, когда сойдётся)
help-balance-arg-solve_limit = Секунд, которые решатель может потратить на точное значение, в пределах --time: крайний срок (решение там останавливается и говорит об этом; classic занимает 25-35 с на 2 ядрах; большему полю нужно больше или его таблица через --table); 0: не решать. По умолчанию 60; с --suggest решение самого поля может занять 40 % от --time, если это больше (2 мин из 5 по умолчанию), каждого изменения — 60
help-balance-arg-time = Бюджет времени всего прогона (60s, 5m, 1m30s; без единицы — секунды): сначала точное значение, затем партии с собой и лестница (или предложения), пока время не кончится; после него не начинается ни шаг, ни партия, начатая партия там останавливается (не засчитывается), и отчёт говорит, что осталось непроверенным (0: ничего не играется, отчёт только говорит, что было бы)
help-balance-arg-suggest = Найти в параметрах `game:` наименьшее изменение, уравновешивающее поле, и напечатать его с доводами
help-solve-about = Значение начальной расстановки поля при идеальной игре, для каждой стороны, ходящей первой
help-solve-arg-board = Поле: файл поля или проверенный файл поля
help-solve-arg-first = Какая сторона ходит первой
help-solve-arg-format = Формат вывода
help-solve-arg-output = Записать сюда таблицу значений всех позиций (для `play`/`balance --agent perfect --table TABLE`)
help-solve-arg-record = Записать главный вариант как запись партии (для `savanna replay`); нужен один `--first`
help-solve-arg-max_memory = Наибольшая память, которую может занять решатель: байты или с K, M или G (двоичные: 1M = 2^20 байт; например, 2G, 1500M). Сверх неё не поместившиеся списки ходов и тихие графы строятся заново для каждого тихого слоя (медленнее); если не помещаются сами значения, решение отклоняется. Графы, которые строит каждый поток, не считаются (на маленьких полях процесс занимает примерно в полтора раза больше). По умолчанию: 65 % доступной памяти
help-import-about = Превратить SVG-рисунок (Inkscape, Illustrator, ...) или фото либо скан поля, нарисованного от руки (JPEG, PNG, WebP), в файл поля (YAML)
help-import-arg-svg = SVG-рисунок (`.svg` или сжатый `.svgz`; UTF-8, UTF-16 или UTF-32) или фото либо скан поля, нарисованного от руки (JPEG, PNG или WebP); `-` читает стандартный ввод
help-import-arg-output = Выходной файл поля (YAML). По умолчанию (или `-`): стандартный вывод
help-import-arg-paper = Фото: бумага листа, A0–A5, Letter, Legal или Tabloid (по умолчанию: узнаётся по соотношению сторон; лист серии A читается как A4)
help-import-arg-size = Фото: истинный размер листа (или рамки, размеченной на земле), ШИРИНАxВЫСОТА в mm (по умолчанию), cm, m или in: 420x297mm, 3x2m (размер в m записывает поле в метрах)
help-import-arg-overlay = Фото: записать также выпрямленное фото с нарисованными на нём прочитанными линиями (PNG или JPEG, если имя кончается на .jpg или .jpeg)
help-generate-about = Нарисовать новое поле: прямые через рамку, проверенные с фишками в игре, с названиями и расстановкой (YAML). Одинаковые параметры дают одинаковый файл
help-generate-arg-regions = Сколько нужно регионов, от 5 до 60 (стая, регион между, по одному на льва)
help-generate-arg-frame = Рамка: a3, a4 (альбомная) или ШИРИНАxВЫСОТА в мм, см или м (например, 600x400, 3mx2m)
help-generate-arg-seed = Зерно всех случайных чисел
help-generate-arg-balanced = Нарисовать несколько кандидатов, измерить каждого (точное значение, если поле решается, иначе лестница силы) и оставить самый уравновешенный
help-generate-arg-fair = Искать справедливое поле: сдвигать концы линий, перерисовывать линии, оценивать все расстановки каждого поля одним решением; оставить ничью для обеих сторон, ходящих первыми, иначе поле, где каждая сторона выигрывает из одной расстановки, иначе ближайшее (заголовок файла говорит, какое, со значением для каждой стороны, ходящей первой)
help-generate-arg-allow_rules = С --fair разрешить поиску менять и параметры `game:` (те изменения, что пробует `balance --suggest`; раздел `game:` файла их записывает)
help-generate-arg-candidates = Кандидатов, рисуемых с --balanced (по умолчанию 8); полей, оцениваемых с --fair, после чего поиск останавливается (по умолчанию: пока не кончится --time; одно и то же число записывает один и тот же файл)
help-generate-arg-solve_limit = С --fair — сколько секунд можно решать одно поле; поле, не решённое вовремя, измеряется партиями с собой и лестницей силы (по умолчанию 60; поле из 10 регионов занимает 25-35 с на спокойной 2-ядерной машине); не меньше 1
help-generate-arg-from = С --fair начать с вашего собственного поля (файл поля или рисунок SVG; - — стандартный ввод), а не с нарисованного: его рамка, имена и комментарии сохраняются, концы линий скользят вдоль того, на чём кончаются, не дальше, чем нужно; расстановка тоже ищется
help-generate-arg-games = Партий каждого кандидата с --balanced. [по умолчанию: 100]
help-generate-arg-time = Бюджет времени --balanced (по умолчанию 5m) или --fair (по умолчанию 10m): 60s, 5m, 1m30s; без единицы — секунды. После него не рисуется ни один кандидат и не начинается ни один шаг, а заголовок файла говорит, что было прервано
help-generate-arg-output = Выходной файл поля (YAML); `-` или ничего: стандартный вывод
help-schema-about = Напечатать JSON Schema файла поля (или проверенного файла поля)
help-schema-arg-validated = Схема проверенного файла поля (вывода build), а не входного
help-schema-arg-output = Записать схему в этот файл, а не на стандартный вывод
help-completions-about = Напечатать скрипт автодополнения для оболочки: `savanna completions bash > /etc/bash_completion.d/savanna`
help-completions-arg-shell = Оболочка: bash, zsh, fish, powershell или elvish
help-man-about = Напечатать страницу руководства (roff) или записать страницу каждой команды в папку (`-o DIR`)
help-man-arg-output = Папка для страниц: savanna.1 и по одной savanna-COMMAND.1 на команду. Без неё savanna(1) идёт на стандартный вывод
help-frame-help-about = Показать эту справку или справку по указанным командам

## The loader's form errors (input::walk and the section walkers): the messages, labels and
## helps, the places they are about (`what-…`: a key, a line, a piece kind) and the forms of
## a value (`form-…`). issue 41.1

form-null = пусто (null)
form-bool = логическое значение
form-number = число
form-text = текст
form-list = список
form-mapping = словарь (ключи со значениями)
form-tagged = значение с тегом
form-point = точка [x, y]
form-whole = целое число
form-line = линия
form-region-ref = название или номер региона
form-true-false = true или false
form-one-of = одно из: { $choices }
what-key = `{ $key }`
what-key-in = { $what }, ключ
what-board-file = файл поля
what-frame-key = `{ $key }` рамки
what-frame-size-keys = `width` и `height` (или `polygon`)
what-keys-and = `{ $a }` и `{ $b }`
what-line = линия { $n }
what-start-of = { $what }, начало
what-end-of = { $what }, конец
what-key-of = { $what }, `{ $key }`
what-name-of = { $what }, название
what-x-of = { $what }, x
what-y-of = { $what }, y
what-piece-kind = вид фишек `{ $kind }`
what-piece-kind-name = название вида фишек
what-diameter-of = { $what }, диаметр
what-count-of = { $what }, число фишек
what-region-name = название региона
what-region-point = точка региона `{ $name }`
what-region-id = { $what } (номер региона)
diag-input-wrong-type = { $what }: ожидается { $expected }, а не { $found }
diag-label-expected = ожидается { $expected }
diag-input-key-text-help = запишите ключ простым текстом
diag-input-unknown-key-mean = { $what }: неизвестный ключ `{ $key }`; может быть, `{ $known }`?
diag-input-rename-to = переименуйте его в `{ $key }`
diag-input-unknown-key = { $what }: неизвестный ключ `{ $key }`
diag-input-unknown-key-help = { $what }: допустимые ключи — { $keys }
diag-label-unknown-key = неизвестный ключ
diag-input-text-not-finite = { $what }: `{ $text }` — не конечное число
diag-label-not-finite = не конечное число
diag-input-not-finite-max-help = напишите конечное число (не больше примерно 1e308)
diag-input-text-not-number = { $what }: текст `{ $text }`, а не число
diag-label-text-not-number = текст, а не число
diag-input-text-not-number-help = напишите простое десятичное число, например `12.5`: без кавычек, ведущих нулей и подчёркиваний
diag-input-number-help = напишите простое число, например `12.5`
diag-input-not-finite = { $what }: { $value ->
    [nan] NaN
   *[other] бесконечность
}, а нужно конечное число
diag-input-not-finite-help = напишите конечное число
diag-input-coordinate-too-large = { $what }: { $value } { $unit } — слишком много для сетки привязки с шагом { $snap } { $unit } (не больше 2^40 шагов: |v| ≤ { $max } { $unit })
diag-label-too-large = слишком много
diag-input-coordinate-too-large-help = возьмите числа поменьше (единицу `units` покрупнее) или более грубый `snap:`
diag-input-point-help = запишите точку как `[x, y]`
diag-input-point-list-of = { $what }: нужна точка [x, y], а не список из { $n }
diag-label-expected-point = ожидается [x, y]
diag-input-name-text-help = запишите название текстом, например `Оазис`
diag-input-empty-name = { $what }: пусто
diag-label-empty-name = пустое название
diag-input-empty-name-help = дайте название или уберите запись
diag-input-not-whole = { $what }: нужно целое число, а не { $value }
diag-label-not-whole = не целое число
diag-input-whole-from-to-help = напишите целое число от { $min } до { $max }
diag-input-whole-help = напишите целое число, например `3`
diag-input-out-of-range = { $what }: нужно целое число от { $min } до { $max }
diag-label-out-of-range = вне допустимого диапазона
diag-input-board-file-help = файл поля — словарь с ключами вроде `frame:` и `lines:`
diag-input-write-eg = напишите, например, `{ $example }`
diag-input-write = напишите `{ $example }`
diag-input-frame-help = напишите `frame: {"{"}width: 420, height: 297{"}"}` или `frame: {"{"}polygon: [[x, y], ...]{"}"}`
diag-input-lacks = { $what }: не хватает { $missing }
diag-label-no = нет { $missing }
diag-input-frame-lacks-help = рамка — это `{"{"}width: W, height: H{"}"}` или `{"{"}polygon: [[x, y], ...]{"}"}`
diag-input-not-positive = { $what }: { $value }, а нужно положительное число
diag-input-size-help = задайте положительный размер в единицах поля
diag-input-lines-help = напишите `lines: [[[x, y], [x, y]], ...]` или полные записи `{"{"}from: [x, y], to: [x, y]{"}"}`
diag-input-line-list-of = { $what }: нужны две точки [[x, y], [x, y]], а не список из { $n }
diag-label-expected-line = ожидается [[x, y], [x, y]]
diag-input-short-line-help = краткая запись линии — `[[x1, y1], [x2, y2]]`
diag-input-long-line-help = полная запись линии — `{"{"}from: [x, y], to: [x, y], name: необязательно{"}"}`
diag-input-line-help = напишите `[[x1, y1], [x2, y2]]` или `{"{"}from: [x1, y1], to: [x2, y2]{"}"}`
diag-input-pieces-help = напишите `pieces: {"{"}lion: {"{"}diameter: 30, count: 3{"}"}, jackal: {"{"}diameter: 20, count: 9{"}"}{"}"}`
diag-input-unknown-piece-kind-mean = { $what }: такого вида в игре нет; может быть, `{ $kind }`?
diag-input-unknown-piece-kind-rename = переименуйте его в `{ $kind }`: проверки игры знают только `lion` (лев) и `jackal` (шакал)
diag-input-unknown-piece-kind = { $what }: такого вида в игре нет
diag-input-unknown-piece-kind-help = его фишки размещаются в регионах, но проверки игры знают только `lion` (лев) и `jackal` (шакал): назовите виды так или не обращайте внимания, если это вариант игры
diag-label-not-lion-or-jackal = не лев и не шакал
diag-input-piece-kind-help = вид фишек — это `{"{"}diameter: D, count: N{"}"}` (D в единицах поля)
diag-input-diameter-help = задайте диаметр фишки в единицах поля
diag-input-diameter-below-snap = { $what }: { $value } { $unit } — меньше шага сетки привязки ({ $snap } { $unit }): savanna не может это измерить
diag-label-below-snap = меньше шага сетки
diag-input-diameter-below-snap-help = задайте диаметр фишки в единицах поля (проверьте `units:`) или сделайте `snap:` мельче
diag-input-did-you-mean = может быть, `{ $name }`?
diag-input-name-regions-first = сначала назовите регионы в `regions:` или укажите номер региона (1..n)
diag-input-named-regions = названные регионы: { $names }
diag-input-no-region-named = { $what }: нет региона с названием `{ $name }`
diag-input-region-ref-help = напишите название из `regions:` или номер региона
diag-input-setup-lions-help = напишите `lions: [A, B, 3]`, по одному региону на льва
diag-input-ratio-below-one = { $what }: { $value }, а отношение наибольшей площади к наименьшей не меньше 1
diag-label-below-one = меньше 1
diag-input-ratio-help = задайте отношение 1 или больше, например 8
diag-input-negative-length = { $what }: { $value }, а длина не может быть отрицательной
diag-label-negative = отрицательная
diag-input-length-help = задайте длину 0 или больше в единицах поля
diag-input-min-above-max = `rules.min_regions` ({ $min }) больше, чем `rules.max_regions` ({ $max })
diag-input-min-above-max-help = сделайте `min_regions` не больше `max_regions`
diag-label-minimum = минимум
diag-label-maximum = максимум
diag-input-true-false-help = напишите `true` или `false`
diag-input-write-one-of = напишите одно из: { $choices }
diag-input-captures-length = { $what }: нужно от 1 до 16 чисел, а не { $n }
diag-label-wrong-length = не та длина
diag-input-captures-help = напишите, сколько шакалов самое большее берут вместе 1, 2, … льва, например `[3, 5]`
diag-input-captures-length-help = напишите, сколько шакалов самое большее берут вместе 1, 2, … льва, например `[3, 5]`, или уберите ключ: тогда каждый лев берёт `lion_strength` шакалов
diag-input-captures-below = { $what } = { $value }, меньше { $prev } в записи перед ним: { $lions } { $lions ->
    [one] лев взял
    [few] льва взяли
   *[many] львов взяли
} бы меньше шакалов, чем { $k }
diag-label-below-before = меньше записи перед ним
diag-input-captures-below-help = напишите не меньше { $prev }: больше львов берут не меньше шакалов
diag-input-not-a-choice = { $what }: нужно одно из: { $choices }
diag-label-not-a-choice = нет такого варианта

## The YAML parser's own words (input::yaml_words): the clauses of its messages savanna
## recognises; any other clause is passed through as written. issue 41.1

yaml-at = { $what } (строка { $line }, столбец { $column })
yaml-while = { $verb ->
    [parsing] при разборе
   *[scanning] при чтении
}{ $key ->
    [flow-sequence] {" "}списка в квадратных скобках
    [flow-mapping] {" "}словаря в фигурных скобках
    [block-mapping] {" "}словаря с отступами
    [block-collection] {" "}блока с отступами
    [quoted-scalar] {" "}строки в кавычках
    [plain-scalar] {" "}значения без кавычек
    [block-scalar] {" "}многострочного текста
    [simple-key] {" "}ключа
    [flow-node] {" "}значения в скобках
    [block-node] {" "}значения с отступом
    [node] {" "}значения
    [next-token] {" "}следующего элемента
    [anchor] {" "}якоря
    [tag] {" "}тега
    [directive] {" "}директивы
   *[other] : { $thing }
}
yaml-mapping-values-not-allowed = здесь не может быть значения ключа (`ключ: значение`)
yaml-sequence-entries-not-allowed = здесь не может быть элемента списка (`- …`)
yaml-unexpected-end = файл неожиданно кончился
yaml-expected-key = не найден ожидаемый ключ
yaml-expected-node = не найдено ожидаемое значение
yaml-expected-dash = не найден ожидаемый знак '-' элемента списка
yaml-expected-colon = не найдено ожидаемое ':'
yaml-unknown-anchor = неизвестный якорь
yaml-cannot-start-token = знак, с которого ничто в YAML не может начинаться
yaml-undefined-tag = неопределённый префикс тега
yaml-tab-indentation = табуляция нарушает отступы
yaml-unexpected-document = неожиданный знак начала документа
yaml-duplicate-key = ключ повторяется
yaml-did-not-find-either = не найдено ожидаемое { $a } или { $b }
yaml-did-not-find = не найдено ожидаемое: { $what }
yaml-invalid-type = { $path }недопустимый тип: { $what }
yaml-invalid-value = { $path }недопустимое значение: { $what }
yaml-expected = ожидалось: { $what }
yaml-as-written = { $text }

## Progress on standard error (cli::progress, cli::balance, cli::solve): the bars' templates
## (indicatif's placeholders are arguments) and the steps' lines. issue 41.1

progress-capacity = вместимости { $bar } { $pos }/{ $len } регионов, { $elapsed } (осталось { $eta })
progress-bar = { $msg } { $bar } { $percent } %, осталось { $eta }
progress-start = { $what }...
progress-now = { $what }: { $msg }
progress-done = { $what }: { $outcome } за { $seconds } с
progress-solving = решение (идеальная игра)
progress-solving-for-agent = решение поля для идеального игрока
progress-solved = решено
progress-not-solved = не решено
progress-self-play = партии программы с собой ({ $strength })
progress-games = { $n } { $n ->
    [one] партия
    [few] партии
   *[many] партий
}
progress-games-of = { $n } из { $total } партий, затем: { $reached }
progress-ladder = лестница силы
progress-levels = { $n } { $n ->
    [one] ступень
    [few] ступени
   *[many] ступеней
}
progress-levels-then = { $n } { $n ->
    [one] ступень
    [few] ступени
   *[many] ступеней
}, затем: { $reached }
progress-suggest = поиск изменений
progress-changes-tried = { $n ->
    [one] проверено { $n } изменение
    [few] проверено { $n } изменения
   *[many] проверено { $n } изменений
}

## balance's plan line on standard error (cli::balance). issue 41.1

balance-plan = balance: в пределах { $time }: { $plan }
balance-plan-then = {", затем "}
balance-plan-exact = сначала точное значение (оценка решателя здесь: { $estimate }; его крайний срок: { $deadline })
balance-plan-self-play = { $n } { $n ->
    [one] партия
    [few] партии
   *[many] партий
} программы с собой ({ $strength })
balance-plan-ladder = лестница силы, если поле не решено
balance-plan-suggest = изменения поля и его правил (партии с собой и лестница самого поля — в пределах { $share } из этого времени)

## The SVG importer's diagnostics (import::svg: write.rs Notes, import::svg::words): the
## element said, the messages, helps and labels of savanna::import::*, and the reasons an
## element was skipped. issue 41 (ru41d)

diag-import-element = <{ $tag }> (строка { $line })
diag-import-element-id = <{ $tag } id="{ $id }"> (строка { $line })
diag-import-element-label = <{ $tag } label "{ $label }"> (строка { $line })
diag-import-name = <{ $tag }>
diag-import-name-id = <{ $tag } id="{ $id }">
diag-import-name-label = <{ $tag }> с меткой `{ $label }`
diag-import-about = { $element }: { $what }
diag-import-listed = { $message }: { $list }
diag-import-note = { $what }; { $help }
diag-label-this-element = этот элемент
diag-label-this-file = этот файл
diag-import-unknown-circle = круг ни светлый (от светло-серого до белого — лев), ни тёмный (от тёмно-серого до чёрного — шакал) и не подписан: пропущен
diag-import-unknown-circle-help = залейте его белым для льва или чёрным для шакала или дайте ему id или метку со словом `lion` или `jackal`
diag-import-curve = кривые заменены ломаными по { $n } прямых отрезков каждая: поле состоит из прямых линий
diag-import-curve-help = нарисуйте границу прямыми отрезками (Inkscape: Расширения > Изменить контур > Спрямить кривые Безье или инструмент «Перо» в режиме прямых линий)
diag-import-clip = { $n ->
    [one] { $n } элемент не обрезан
    [few] { $n } элемента не обрезаны
   *[many] { $n } элементов не обрезаны
}
diag-import-clip-help = нарисуйте обтравочный контур (clip-path) прямыми линиями (прямоугольник или многоугольник) или разрежьте линии там, где они должны кончаться (Inkscape: Контур > Разделить)
diag-import-invisible = { $n ->
    [one] { $n } элемент не нарисован, пропущен
    [few] { $n } элемента не нарисованы, пропущены
   *[many] { $n } элементов не нарисованы, пропущены
}
diag-import-invisible-help = линия поля должна быть видна на рисунке: дайте ей обводку, сделайте её видимой или удалите
diag-import-unreadable = { $n ->
    [one] { $n } элемент со значением, которое не читается
    [few] { $n } элемента со значениями, которые не читаются
   *[many] { $n } элементов со значениями, которые не читаются
}
diag-import-unreadable-help = запишите каждую координату числом, с единицей, если нужно (`12.5`, `3mm`, `1in`, `50%`)
diag-import-ignored = { $n ->
    [one] { $n } элемент пропущен
    [few] { $n } элемента пропущены
   *[many] { $n } элементов пропущены
}
diag-import-ignored-use-help = направьте каждый <use> на линию, контур или фигуру из этого файла
diag-import-ignored-sheet-help = линии поля savanna читает только из таких элементов: рисуйте линии поля элементами line, polyline, polygon, rect или path с обводкой, а названия и фишки держите в файле поля
diag-import-frame-unusable = { $n ->
    [one] { $n } элемент назван `frame`, но не годится в рамку: рамкой служит страница
    [few] { $n } элемента названы `frame`, но не годятся в рамку: рамкой служит страница
   *[many] { $n } элементов названы `frame`, но не годятся в рамку: рамкой служит страница
}
diag-import-frame-unusable-help = сделайте рамку одним замкнутым контуром (rect, polygon или замкнутый path), одним в слое с меткой `frame` или с id или меткой `frame` у самого контура
diag-import-frame-unused = { $n ->
    [one] { $n } элемент назван `frame`, но не использован (рамка — другой элемент)
    [few] { $n } элемента названы `frame`, но не использованы (рамка — другой элемент)
   *[many] { $n } элементов названы `frame`, но не использованы (рамка — другой элемент)
}
diag-import-frame-unused-help = оставьте одну рамку: один замкнутый контур с именем `frame`
diag-import-frame-found = замкнутый контур вокруг всех остальных линий, а элемента с именем `frame` нет: прочитан как рамка поля, а не как линии
diag-import-frame-found-help = назовите его `frame` (id или метка), чтобы сказать это явно; чтобы оставить его линиями поля, нарисуйте вокруг него контур побольше и назовите `frame` его
diag-import-piece-outside = эта фишка не лежит ни в одном регионе: в расстановку не вошла
diag-import-piece-outside-help = передвиньте её внутрь региона
diag-import-jackals-apart = шакалы начинают вместе, в одном регионе; этот стоит в другом и в расстановку не вошёл
diag-import-jackals-apart-help = поставьте всех шакалов в один регион
diag-import-piece-size = диаметр { $kind ->
    [lion] льва
   *[jackal] шакала
} { $d } мм, по { $n ->
    [one] { $n } кругу
   *[other] { $n } кругам
} { $kind ->
    [lion] льва
   *[jackal] шакала
} (размеры совпадают)
diag-import-piece-size-help = по умолчанию { $d } мм
diag-import-piece-size-mixed = круги { $kind ->
    [lion] львов
   *[jackal] шакалов
} разного размера: диаметр { $kind ->
    [lion] льва
   *[jackal] шакала
} оставлен по умолчанию, { $d } мм
diag-import-piece-size-mixed-help = нарисуйте всех { $kind ->
    [lion] львов
   *[jackal] шакалов
} одного размера, чтобы задать диаметр { $kind ->
    [lion] льва
   *[jackal] шакала
}
diag-import-sheet-data = на листе нет опций `game:` и названий линий{ $page ->
    [yes] {" "}или названия поля
   *[no] {""}
} (лист нарисован старой версией savanna): они не импортированы
diag-import-sheet-data-help = отрисуйте поле заново этой версией savanna или допишите их в файл поля
diag-import-lost-names = названия линий, не найденные на листе (их линии сдвинуты или удалены): { $names }
diag-import-lost-names-help = назовите линии заново в файле поля
diag-import-outlined = { $n ->
    [one] { $n } залитая фигура прочитана как обводка, переведённая в контур
    [few] { $n } залитые фигуры прочитаны как обводки, переведённые в контур
   *[many] { $n } залитых фигур прочитаны как обводки, переведённые в контур
} ({ $width }): от каждой взята средняя линия
diag-import-outlined-help = линия, переведённая в залитый контур (Inkscape: Контур > Обводку в контур; Illustrator: Объект > Контур > Преобразовать обводку в кривые), читается обратно как линия; полоса, задуманная как регион, должна быть шире { $max } мм
diag-import-outlined-note = { $what }: { $list }; { $help }
diag-import-wide = ширина { $w } мм
diag-import-wide-range = ширина от { $lo } до { $hi } мм
diag-import-px-per-inch = px прочитаны как { $ppi } на дюйм: файл { $why }
diag-import-px-per-inch-help = --px-per-inch { $css } читает их как px CSS
diag-import-by-illustrator = записан в Adobe Illustrator (его комментарий generator), у которого px — это пункты
diag-import-by-old-inkscape = записан в Inkscape 0.91 или старше (его inkscape:version), который рисовал 90 px на дюйм
diag-import-by-illustrator-export = записан командой «Экспортировать как» Adobe Illustrator (её атрибуты data-name и классы cls-N), у которой px — это пункты
diag-import-by-drawio = записан в draw.io (его content="<mxfile…"), который рисует 100 единиц на дюйм
diag-import-by-libreoffice = записан в LibreOffice (его пространство имён ooo) без размера, в его сотых долях миллиметра
diag-import-by-presets = записан в { $name }, у которого заготовки листов заданы в пунктах: его страница — { $paper } при 72 px на дюйм
diag-import-page-px = {" "}({ $w } x { $h } px)
diag-import-page-size = { $w } x { $h } мм
diag-import-affinity = px прочитаны как { $dpi } на дюйм: файл записан в Affinity Designer (его пространство имён serif), который пишет px при разрешении экспорта, не сохраняя его; { $dpi } — { $paper ->
    [none] его значение по умолчанию
   *[other] разрешение, при котором страница совпадает с форматом бумаги
}{ $size ->
    [none] {""}
   *[other] : страница{ $px } — { $size }{ $paper ->
        [none] {""}
       *[other] , { $paper } с точностью до целого px
    }
}
diag-import-affinity-help = дайте --px-per-inch с разрешением, при котором рисунок экспортирован (окно экспорта Affinity), или экспортируйте его с шириной и высотой в мм
diag-import-no-size = у рисунка нет физического размера (его ширина и высота в px или не заданы{ $px }), и { $writer ->
    [none] его программа savanna незнакома
   *[other] { $writer } не задал физического размера
}: прочитан при { $css } px на дюйм, как в CSS{ $size ->
    [none] {""}
   *[other] , страница { $size }
}
diag-import-no-size-help = дайте --px-per-inch с разрешением, при котором он нарисован (72 для пунктов{ $size ->
    [none] {""}
   *[other] : { $size }
}), или задайте у <svg> ширину и высоту в мм
diag-import-page-edge = край страницы сдвинут на линии, проведённые вдоль него ({ $list }): они не доходят до него меньше чем на один px файла, а в такую полоску не влезет ни одна фишка
diag-import-page-edge-help = нарисуйте рамку по краю страницы или назовите её `frame`
diag-import-edge-moved = { $side ->
    [left] левый
    [right] правый
    [top] верхний
   *[bottom] нижний
} на { $d } мм
diag-import-why-skipped = { $why }: пропущен
diag-import-why-not-number = { $value } — не число
diag-import-why-not-points = points="{ $value }" — не список чисел x, y
diag-import-why-path-data = данные контура не читаются до конца (d="{ $value }"): прочитаны до ошибки, как их рисуют программы просмотра SVG
diag-import-why-transform = transform="{ $value }" не читается
diag-import-why-anchor = его точка привязки `{ $value }` — не длина: текст ничего не называет
diag-import-why-offset = его смещение { $attr }=`{ $value }` не удаётся поставить: текст ничего не называет
diag-import-why-flow-region = { $attr } его области обтекания `{ $value }` — не длина: текст ничего не называет
diag-import-why-flowed = текст с обтеканием (flowRoot Inkscape 0.92) `{ $text }` без прямоугольника, в который он обтекает: он ничего не называет
diag-import-why-display-none = display none
diag-import-why-opacity = непрозрачность 0
diag-import-why-visibility = скрыт (visibility)
diag-import-why-no-ink = нет краски (заливки нет, обводки нет)
diag-import-why-font-size = font-size 0
diag-import-why-no-stroke = нет обводки (stroke none или не задана: по умолчанию SVG обводку не рисует)
diag-import-why-clipped-away = обрезан целиком (его clip-path ничего от него не оставляет)
diag-import-why-clip-curved = его clip-path не из прямых линий (кривая или текст): импортирован целиком, без обрезки
diag-import-why-use-nothing = <use>, который ничего не рисует (ссылки нет, она ведёт на сам элемент или на то, что не рисует фигуры)
diag-import-why-use-elsewhere = <use>, ссылка которого ведёт за пределы этого файла
diag-import-why-use-limit = <use> сверх предела в 100000 клонированных элементов
diag-import-why-not-user-units = координата — не число в пользовательских единицах
diag-import-why-transform-unread = его transform не читается
diag-import-why-not-inverted = преобразование группы поля необратимо
diag-import-why-not-straight = не фигура из прямых (line, polyline, polygon, rect или path)
diag-import-why-not-closed = не один замкнутый контур (rect, polygon или path, который кончается там, где начался)
diag-import-why-second-frame = вторая рамка
diag-import-why-draws-nothing = ничего не рисует
diag-import-why-no-shape = группа без фигур
diag-import-why-many-shapes = группа с несколькими фигурами
cli-import-note = примечание: { $name }: { $text }
cli-import-warning = предупреждение: { $name }: { $text }

## The photo reader's diagnostics (import::photo::write) and its report's words. issue 41 (ru41d)

diag-photo-kind = { $severity ->
    [error] ошибка
    [warning] предупреждение
   *[advice] примечание
}
diag-photo-size-guess-help = задайте размер листа: --paper A4 (A0–A5, Letter, Legal, Tabloid) или --size 300x200mm (mm, cm, m, in)
diag-photo-size-help = другой размер: --paper A3 (A0–A5, Letter, Legal, Tabloid) или --size 300x200mm (mm, cm, m, in)
diag-photo-closed = { $n ->
    [one] { $n } конец линии доведён
    [few] { $n } конца линий доведены
   *[many] { $n } концов линий доведены
} до другой линии или рамки (они не доходили до неё или заходили за неё меньше чем на { $tol } мм)
diag-photo-closed-help = поправки перечислены в комментарии файла поля; если какая-то неверна, перерисуйте линию так, чтобы она кончалась где нужно
diag-photo-corrected = { $verb ->
    [extended] продлена
   *[trimmed] укорочена
} на { $d } мм до { $onto }
diag-photo-edge = { $side ->
    [top] верхнего
    [right] правого
    [bottom] нижнего
   *[left] левого
} края
diag-photo-line = линии { $n }
diag-photo-short-line = короткой линии
diag-photo-this-line = эта линия
diag-photo-and-this-one = и эта
diag-photo-loose = линия { $n } кончается в точке { $at } ни на чём: ни линии, ни края ближе { $tol } мм
diag-photo-loose-help = доведите линию до линии или края, на котором она должна кончаться, или сотрите её
diag-photo-curved = линия { $n } слишком кривая для одной прямой (её точки отстоят от прямой в среднем на { $rms } мм): прочитана как прямая
diag-photo-curved-help = поле состоит из прямых линий: рисуйте изгиб как две прямые, сходящиеся в углу
diag-photo-split = линии { $a } и { $b } лежат на одной прямой с разрывом { $gap } мм: возможно, это одна линия, оставлены две
diag-photo-split-help = если это одна линия, дорисуйте разрыв; если нет, сделайте разрыв шире
diag-photo-marks = { $n ->
    [one] { $n } короткий штрих пропущен
    [few] { $n } коротких штриха пропущены
   *[many] { $n } коротких штрихов пропущены
} (надписи, помарки, край листа): короче { $min } мм или вдоль края
diag-photo-marks-help = линия поля длиннее; --overlay показывает, что прочитано
diag-photo-writing = { $n ->
    [one] { $n } штрих надписи пропущен
    [few] { $n } штриха надписей пропущены
   *[many] { $n } штрихов надписей пропущены
}: чернила короче { $max } мм, разбросанные поперёк оси, как буквы слова, а не линия
diag-photo-writing-help = надписи в регионах не читаются; --overlay показывает, что прочитано

## A position file's counters and turn in progress that no game reaches
## (game::rules::position::check: savanna::position::bad-counter, bad-turn). issue 41 (ru41d)

diag-position-turns-past = turns: { $turns } — это уже после конца игры: партия подсчитывается, когда доходит до { $max } { $max ->
    [one] раунда
   *[other] раундов
} ({ $cap } ходов, game.max_rounds)
diag-position-turns-past-help = укажите `turns` от 0 до { $cap } или увеличьте `game.max_rounds` в файле поля
diag-position-quiet-past = quiet: { $q } { $qr ->
    [one] раунд
    [few] раунда
    [many] раундов
   *[other] раунда
} без взятий — больше, чем бывает в игре: очки подсчитываются, когда без взятий проходит больше { $rounds } { $rounds ->
    [one] раунда
   *[other] раундов
} (game.quiet_rounds), так что `quiet` не больше { $limit }
diag-position-quiet-past-help = укажите `quiet` от 0 до { $limit } (с шагом в половину) или увеличьте `game.quiet_rounds` в файле поля
diag-position-quiet-over-turns = quiet: { $q } { $qr ->
    [one] раунд
    [few] раунда
    [many] раундов
   *[other] раунда
} без взятий, но по `turns` сыграно всего { $turns } { $turns ->
    [one] ход
    [few] хода
   *[many] ходов
} ({ $t } { $tr ->
    [one] раунд
    [few] раунда
    [many] раундов
   *[other] раунда
})
diag-position-quiet-over-turns-help = укажите `turns` не меньше { $quiet } (раунды без взятий — это сыгранные ходы) или меньший `quiet`
diag-position-drop-turn-help = исправьте `turn:` так, как прошёл этот ход, или уберите `turn:`, чтобы начать ход заново (остальное savanna вычислит сама)
diag-position-turn-arrived = turn.arrived: за этот ход в регион { $region } пришло: { $arrived }, а в нём стоит: { $holds }; пришедшие фишки остаются там до конца хода
diag-position-turn-left-quietly = turn.left_quietly: из региона { $region } ушло без взятия { $quietly }, а по turn.left из него ушло всего { $left }
diag-position-turn-dispersed = turn.dispersed: в регион { $region } разошлись { $dispersed }, но по turn.arrived туда пришло { $arrived }
diag-position-turn-dispersed-reading = turn.dispersed: львы разошлись в регион { $region }, но по одному в регион расходятся только львы при game.dispersal: one_per_region
diag-position-turn-left-arrived = turn.left: за этот ход из регионов ушло: { $left }, а по turn.arrived пришло { $arrived }; каждая фишка, ушедшая из региона, приходит в другой
diag-position-turn-left-beside = turn.left: за этот ход из региона { $region } ушло: { $left }, а в нём стоит: { $other }; { $side ->
    [lions] львы
   *[jackals] шакалы
} начали бы ход рядом с ними, а в регионе никогда не бывает обеих сторон
diag-position-turn-left-overfull = turn.left: регион { $region } начал бы ход с такими фишками: { $start } — больше, чем помещается
diag-position-turn-pack = turn.left: за этот ход из региона { $region } ушли все шакалы ({ $n }): когда 3 шакала или больше уходят за ход из одного региона, один остаётся (правило 3)
diag-position-turn-moves = turn.moves: за этот ход { $moves ->
    [one] сделано { $moves } перемещение группы
    [few] сделано { $moves } перемещения групп
   *[many] сделано { $moves } перемещений групп
}, но ушли { $left } из { $regions } { $regions ->
    [one] региона
   *[other] регионов
} в { $others } { $others ->
    [one] другой
   *[other] других
}: каждое перемещение группы переводит хотя бы одну фишку в один регион
diag-position-turn-captured-true = turn.captured: true, но все ушедшие фишки ушли без взятия (turn.left_quietly равно turn.left)
diag-position-turn-captured-false = turn.captured: false, но без взятия ушли только { $quietly } из { $left } ушедших (turn.left_quietly): остальные брали
diag-position-none = нет
diag-position-turn-frozen = turn.frozen: [{ $given }], но для { $side ->
    [lions] львов
   *[jackals] шакалов
} заморожены регионы [{ $derived }] (при game.freeze: { $freeze ->
    [region] region — те, в которые их фишки вошли за этот ход, turn.arrived
   *[pieces] pieces — никакие
})
diag-position-turn-frozen-help = не указывайте `frozen` (он вычисляется по turn.arrived) или запишите его так, как пишет savanna
diag-position-turn-over = turn.moves: ход не закончен, но игра была окончена ещё до его начала: { $why }
diag-position-turn-over-help = уберите `turn:`: после конца игры ходов не бывает
diag-position-over-quiet = настало время подсчёта очков (quiet)
diag-position-over-max-rounds = игра дошла до game.max_rounds (turns)
diag-position-over-no-pieces = у другой стороны не осталось фишек
diag-position-duty-true = turn.duty: true, но { $why } (правило 4)
diag-position-duty-lions-only = эта обязанность есть только у львов
diag-position-duty-off = game.gathered_lions_disperse выключено
diag-position-duty-none-gathered = ни в одном регионе ход не начинали два льва или больше
diag-position-duty-stuck = turn.duty: true, но львы, начавшие ход в регионе { $region }, уже не могут атаковать или оставить ровно одного: ни один допустимый ход не приводит к этой позиции (правило 4)
diag-position-duty-must = turn.duty: false, но львы, начавшие ход в регионе { $region }, должны атаковать или оставить ровно одного (правило 4): обязанность снимается, только когда её не выполнить никаким допустимым ходом
diag-position-duty-lapsed = turn.duty: true, но ни один допустимый ход не даёт львам, начавшим его в регионе { $region }, атаковать или оставить ровно одного, так что обязанность снята (правило 4)
diag-position-could-capture-kept = turn.could_capture: true, но этот флаг хранится только при game.quiet: no_capture_possible
diag-position-could-capture = turn.could_capture: { $flag }, но в начале хода { $captured ->
    [yes] допустимое перемещение брало фишки
   *[no] ни одно допустимое перемещение ничего не брало
} (game.quiet: { $quiet ->
    [no_capture] no_capture, при котором такого флага нет
   *[other] no_capture_possible
})

## An agent's name shown to a person (game::session: play's first line). issue 41 (ru41d)

agent-name = { $agent ->
    [human] человек
    [random] случайный
    [greedy] жадный
    [mcts] mcts
    [uct] uct
    [perfect] идеальный
   *[other] { $agent }
}

## solve's first line on standard error (command::solve). issue 41 (ru41d)

solve-start = решается { $name }: расстановок — { $placements }, состояний — { $states } (2 стороны × { $quiet } { $quiet ->
    [one] значение
    [few] значения
   *[many] значений
} счётчика ходов без взятий); значения занимают { $values }{ $within ->
    [none] {""}
   *[other] , списки ходов и графы — в пределах --max-memory { $within }
}
solve-mb = { $x } МБ

## --help: clap's words after an option's help, and the values' own help (cli::help). issue 41 (ru41d)

help-frame-default = [по умолчанию: { $value }]
help-frame-possible = [возможные значения: { $value }]
help-frame-possible-head = Возможные значения:
help-arg-color-value-auto = Раскрашивать, когда вывод идёт в терминал и NO_COLOR не задана
help-arg-color-value-always = Раскрашивать всегда (даже в канал или файл, что бы ни говорила NO_COLOR)
help-arg-color-value-never = Никогда не раскрашивать
help-moves-arg-format-value-text = Для людей
help-moves-arg-format-value-json = JSON (схема команды в schemas/: game-moves, game-balance или game-solve)
help-balance-arg-format-value-text = Для людей
help-balance-arg-format-value-json = JSON (схема команды в schemas/: game-moves, game-balance или game-solve)
help-solve-arg-format-value-text = Для людей
help-solve-arg-format-value-json = JSON (схема команды в schemas/: game-moves, game-balance или game-solve)
help-play-arg-protocol-value-text = Таблица и приглашение к вводу, для людей
help-play-arg-protocol-value-json = Строки JSON, для интерфейсов: по действию на строку ввода, на каждое — ответ (состояние или ошибка), в конце — событие `over` или `end`
help-balance-arg-agent-value-random = Равновероятно из допустимых действий (на любом поле выигрывают львы: точка отсчёта, а не вердикт)
help-balance-arg-agent-value-greedy = Лучшая оценка на шаг вперёд
help-balance-arg-agent-value-mcts = Поиск по дереву методом Монте-Карло с транспозициями и доказательствами (по умолчанию)
help-balance-arg-agent-value-uct = Простой UCT, который заменил MCTS (для сравнения)
help-balance-arg-agent-value-perfect = Идеальная игра по решённому полю (`savanna solve`; `--table` или сначала решение, когда поле небольшое)
help-solve-arg-first-value-lions = Первыми ходят львы
help-solve-arg-first-value-jackals = Первыми ходят шакалы
help-solve-arg-first-value-both = Обе стороны по очереди (одна таблица годится для обеих)

## generate's summary after "wrote FILE" (command::generate). issue 41 (ru41d)

generate-summary = { $regions } { $regions ->
    [one] регион
    [few] региона
   *[many] регионов
}, в { $tight } из них помещаются не все фишки в игре
generate-summary-kept = ; оставлен кандидат { $i } из { $k }
generate-summary-nothing = , за отведённое время ничего не измерено
generate-summary-self-play = : в партиях программы с собой при { $strength }: { $share }, { $verdict }
generate-summary-share = львы выигрывают { $pct } результативных партий
generate-summary-no-decisive = ни одна партия не была результативной

## moves: a position file refused (command::moves). issue 41 (ru41d)

moves-impossible-position = { $name }: такая позиция на этом поле невозможна
moves-empty-position = { $name } пуст: это не файл позиции
moves-no-position = { $name }: это не файл позиции

## Files that cannot be read, refusals and the lines' prefixes of the command line
## (cli::io, command::read, main). issue 41 (ru41e)

io-why = { $kind ->
    [not-found] нет такого файла или папки
    [permission-denied] нет прав доступа
    [is-a-directory] это папка, а не файл
    [already-exists] файл уже есть
    [invalid-data] данные не читаются
    [unexpected-eof] файл кончился раньше времени
    [storage-full] на диске нет места
    [read-only] файловая система только для чтения
   *[other] ошибка системы ({ $text })
}
io-cannot-read = не удаётся прочитать { $name }: { $why }
io-not-utf8 = не удаётся прочитать { $name }: это не текст UTF-8 (неверный байт по смещению { $at }, строка { $line }, столбец { $column }): сохраните файл как текст UTF-8
io-too-large = не удаётся прочитать { $name }: больше { $max } байт
io-photo-too-large = не удаётся прочитать { $name }: больше { $max } байт (фото поля занимает гораздо меньше)
io-directory = { $name } — это папка, а не файл поля
io-stdin = стандартный ввод
io-cannot-write-stdout = не удаётся писать в стандартный вывод: { $why }
cli-error = ошибка: { $msg }
cli-note = примечание: { $msg }
cli-cannot-be-played = на поле { $name } играть нельзя
solve-no-setup = на поле нет расстановки, которую можно оценить (`setup:` со львами и шакалами и `game: {"{"}setup: board{"}"}`); задайте её
solve-memory = для решения одним значениям нужно не меньше { $need } МБ — больше, чем позволяет --max-memory ({ $limit } МБ): задайте --max-memory { $give }M или больше
solve-stopped = решение остановлено по сроку, пройдено { $pct } % построения ходов: дайте ему больше времени или решите поле один раз (`savanna solve ПОЛЕ -o ТАБЛИЦА`) и читайте таблицу (`--table ТАБЛИЦА`)
io-name-cannot-read = { $name }: не удаётся прочитать: { $why }
setup-note-random = `setup:` поля не используется (`game: {"{"}setup: random{"}"}`): расстановки выбираются случайно
setup-note-no-pack = `setup:` поля не ставит стаю (`setup: jackals:`): расстановки выбираются случайно
setup-note-none = у поля нет `setup:`: расстановка выбирается случайно (`--seed` выбирает другую)

## clap's own errors (cli::clap_error): the words of clap's rich format, for the languages
## other than English (English is clap's own). issue 41 (ru41e)

clap-invalid-value = недопустимое значение '{ $value }' для '{ $arg }'
clap-value-required = для '{ $arg }' нужно значение, а оно не указано
clap-possible-values = [возможные значения: { $list }]
clap-unknown-argument = неизвестный аргумент '{ $arg }'
clap-unknown-subcommand = неизвестная команда '{ $arg }'
clap-missing = не указаны обязательные аргументы:
clap-missing-subcommand = после '{ $arg }' нужна команда, а она не указана
clap-subcommands = [команды: { $list }]
clap-no-equals = значение '{ $arg }' нужно писать через знак равенства
clap-too-many = лишнее значение '{ $value }' для '{ $arg }': больше значений не ожидалось
clap-number-of-values = '{ $arg }' ждёт { $n } { $n ->
    [one] значение
    [few] значения
   *[many] значений
}, а указано { $given }
clap-used-twice = аргумент '{ $arg }' нельзя указывать несколько раз
clap-conflict = аргумент '{ $arg }' нельзя указывать вместе с { $with }
clap-conflict-many = аргумент '{ $arg }' нельзя указывать вместе с:
clap-similar = { $n ->
    [one] { $what ->
        [subcommand] есть похожая команда
        [argument] есть похожий аргумент
       *[value] есть похожее значение
    }: { $list }
   *[other] { $what ->
        [subcommand] есть похожие команды
        [argument] есть похожие аргументы
       *[value] есть похожие значения
    }: { $list }
}
clap-tip = подсказка: { $tip }
clap-tip-pass-as-value = чтобы передать '{ $what }' как значение, пишите '{ $how }'
clap-try-help = Подробнее: '{ $flag }'.

## generate's header comments in the board file (generate::generate_within). issue 41 (ru41e)

gen-header-command = Создано командой `{ $command }`;
gen-header-same = та же команда запишет тот же файл. Прямые линии через рамку: хорды от края
gen-header-cut = --time прервал этот запуск (см. ниже). Прямые линии через рамку: хорды от края
gen-header-lines = до края и линии, которые кончаются на другой линии (Т-образные стыки), проверены с фишками в игре.
gen-header-tight = В { $tight } из { $regions } { $regions ->
    [one] региона
   *[other] регионов
} помещаются не все львы или не все шакалы в игре{ $tight ->
    [0] {""}
   *[other] {" "}(там важно правило вместимости)
}.
