# Numeric local labels: `N:` may be defined again; `Nb` names the latest
# definition, `Nf` the next. llvm-mc names each definition with a
# temporary label (.Ltmp0, ...), numbered with those `.` makes.
jmp 1f
jmp .+2
1:
nop
1: jmp 1b
jne 1b
2: jmp 2f
2: nop
movl 1b(%rip), %eax
leaq 2f(%rip), %rcx
2:
0: loop 0b
10: jmp 10b
call 3f
3: ret
jmp 3b
movq $1f, %rax
1: xbegin 1b
xbegin 1f
1:
