# Relaxation that cascades, written as chains: each short jump reaches exactly
# its bound (+127 bytes) only while the next jump of its chain stays short, so
# growing the last one grows every one before it, one link at a time (llvm-mc
# relaxes them all; a tool that stops early writes jumps that miss). Chains of
# jmp and of jcc, forward and backward, and a chain that must stay short
# (nothing in it grows). Each .zero is filler.
	.text
	.globl	chains
chains:
# Forward: jmp .La(i) lands right after the jump that follows it.
	jmp	.La1
	.zero	125
	jmp	.La2
.La1:
	.zero	125
	jmp	.La3
.La2:
	.zero	125
	jmp	.La4
.La3:
	.zero	125
	jmp	.La5
.La4:
	.zero	125
	jmp	.La6
.La5:
	.zero	200
	jmp	.Lfar
.La6:
# The same with jcc (rel8 2 bytes, rel32 6 bytes).
	jne	.Lb1
	.zero	125
	jne	.Lb2
.Lb1:
	.zero	125
	jne	.Lb3
.Lb2:
	.zero	125
	jne	.Lb4
.Lb3:
	.zero	125
	jne	.Lb5
.Lb4:
	.zero	125
	jne	.Lb6
.Lb5:
	.zero	125
	jmp	.Lfar
.Lb6:
# A chain that stays short: the last jump reaches too.
	je	.Lc1
	.zero	125
	je	.Lc2
.Lc1:
	.zero	125
	je	.Lc3
.Lc2:
	.zero	125
	je	.Lc4
.Lc3:
	.zero	125
	je	.Lc5
.Lc4:
	.zero	125
	je	.Lc6
.Lc5:
	.zero	125
.Lc6:
# Across padding: a chain as the first, with .balign 16 between its links
# (the padding takes up some of the growth, so not every link grows).
	.p2align	4
	jmp	.Le1
	.zero	113
	jmp	.Le2
.Le1:
	.zero	120
	.balign	16
	jmp	.Le3
.Le2:
	.zero	113
	jmp	.Le4
.Le3:
	.zero	120
	.balign	16
	jmp	.Le5
.Le4:
	.zero	113
	jmp	.Le6
.Le5:
	.zero	120
	.balign	16
	jmp	.Lfar
.Le6:
# Backward: each jmp .Ld(i) goes back exactly -128 bytes, over the jump
# before it, while that one stays short; the first is pushed out by a far jump.
.Ld0:	jmp	.Lfar
	.zero	124
.Ld1:	jmp	.Ld0
	.zero	124
.Ld2:	jmp	.Ld1
	.zero	124
.Ld3:	jmp	.Ld2
	.zero	124
.Ld4:	jmp	.Ld3
	.zero	124
.Ld5:	jmp	.Ld4
	.zero	124
.Ld6:	jmp	.Ld5
	.zero	300
.Lfar:
	retq
