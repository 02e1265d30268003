# Symbol and label operands: llvm-mc lists them as fixups (never resolved in
# a listing, even for a label of the same section).
	goto foo
	goto bar
	if r1 == r2 goto foo
	if r1 > 5 goto bar
	if w1 != w2 goto foo
	if w3 s< 7 goto bar
	gotol foo
	call foo
	call bar
bar:
	r1 = foo ll
	r2 = foo + 16 ll
	r3 = bar ll
	call 12
	exit
