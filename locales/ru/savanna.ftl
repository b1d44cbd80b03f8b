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
rules-pack-leaves = Когда 3 шакала или больше уходят за ход из одного региона (считая все его группы), хотя бы один шакал остаётся там.
rules-pack-lone = Поэтому, чтобы взять одинокого льва, нужно { $n } { $n ->
    [one] шакал
    [few] шакала
   *[many] шакалов
} в одном регионе.
rules-pack-free = Шакалы могут уйти из региона все вместе: оставаться никому не нужно.
rules-gathered-disperse = Львы, которые начинают ход вдвоём или больше в одном регионе, в этот ход должны все атаковать или оставить там ровно одного льва (если это позволяет хоть один допустимый ход).
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
table-id = №
table-region = регион
table-area = площадь ({ $units }²)
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
