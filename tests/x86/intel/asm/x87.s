	.intel_syntax noprefix
	.text
	fadd	st, st(0)
	fadd	st, st(0)
	faddp	st(0), st
	fadd	st, st(0)
	faddp	st(0), st
	faddp	st(0), st
	fadd	st, st(1)
	fadd	st(1), st
	faddp	st(1), st
	fadd	st, st(1)
	faddp	st(1), st
	faddp	st(1), st
	fadd	st, st(3)
	fadd	st(3), st
	faddp	st(3), st
	fadd	st, st(3)
	faddp	st(3), st
	faddp	st(3), st
	fadd	st, st(7)
	fadd	st(7), st
	faddp	st(7), st
	fadd	st, st(7)
	faddp	st(7), st
	faddp	st(7), st
	faddp	st(1), st
	fadd	st, st(0)
	fadd	st, st(0)
	fadd	dword ptr [rax]
	fadd	qword ptr [rax]
	fiadd	word ptr [rax]
	fiadd	dword ptr [rax]
	fadd	dword ptr [rbp - 8]
	fadd	qword ptr [rbp - 8]
	fiadd	word ptr [rbp - 8]
	fiadd	dword ptr [rbp - 8]
	fadd	dword ptr [r12 + 8*r13 + 2147483647]
	fadd	qword ptr [r12 + 8*r13 + 2147483647]
	fiadd	word ptr [r12 + 8*r13 + 2147483647]
	fiadd	dword ptr [r12 + 8*r13 + 2147483647]
	fadd	dword ptr [rip + foo]
	fadd	qword ptr [rip + foo]
	fiadd	word ptr [rip + foo]
	fiadd	dword ptr [rip + foo]
	fadd	dword ptr fs:[r8]
	fadd	qword ptr fs:[r8]
	fiadd	word ptr fs:[r8]
	fiadd	dword ptr fs:[r8]
	fmul	st, st(0)
	fmul	st, st(0)
	fmulp	st(0), st
	fmul	st, st(0)
	fmulp	st(0), st
	fmulp	st(0), st
	fmul	st, st(1)
	fmul	st(1), st
	fmulp	st(1), st
	fmul	st, st(1)
	fmulp	st(1), st
	fmulp	st(1), st
	fmul	st, st(3)
	fmul	st(3), st
	fmulp	st(3), st
	fmul	st, st(3)
	fmulp	st(3), st
	fmulp	st(3), st
	fmul	st, st(7)
	fmul	st(7), st
	fmulp	st(7), st
	fmul	st, st(7)
	fmulp	st(7), st
	fmulp	st(7), st
	fmulp	st(1), st
	fmul	st, st(0)
	fmul	st, st(0)
	fmul	dword ptr [rax]
	fmul	qword ptr [rax]
	fimul	word ptr [rax]
	fimul	dword ptr [rax]
	fmul	dword ptr [rbp - 8]
	fmul	qword ptr [rbp - 8]
	fimul	word ptr [rbp - 8]
	fimul	dword ptr [rbp - 8]
	fmul	dword ptr [r12 + 8*r13 + 2147483647]
	fmul	qword ptr [r12 + 8*r13 + 2147483647]
	fimul	word ptr [r12 + 8*r13 + 2147483647]
	fimul	dword ptr [r12 + 8*r13 + 2147483647]
	fmul	dword ptr [rip + foo]
	fmul	qword ptr [rip + foo]
	fimul	word ptr [rip + foo]
	fimul	dword ptr [rip + foo]
	fmul	dword ptr fs:[r8]
	fmul	qword ptr fs:[r8]
	fimul	word ptr fs:[r8]
	fimul	dword ptr fs:[r8]
	fsub	st, st(0)
	fsub	st, st(0)
	fsubrp	st(0), st
	fsub	st, st(0)
	fsubrp	st(0), st
	fsubrp	st(0), st
	fsub	st, st(1)
	fsubr	st(1), st
	fsubrp	st(1), st
	fsub	st, st(1)
	fsubrp	st(1), st
	fsubrp	st(1), st
	fsub	st, st(3)
	fsubr	st(3), st
	fsubrp	st(3), st
	fsub	st, st(3)
	fsubrp	st(3), st
	fsubrp	st(3), st
	fsub	st, st(7)
	fsubr	st(7), st
	fsubrp	st(7), st
	fsub	st, st(7)
	fsubrp	st(7), st
	fsubrp	st(7), st
	fsubrp	st(1), st
	fsub	st, st(0)
	fsub	st, st(0)
	fsub	dword ptr [rax]
	fsub	qword ptr [rax]
	fisub	word ptr [rax]
	fisub	dword ptr [rax]
	fsub	dword ptr [rbp - 8]
	fsub	qword ptr [rbp - 8]
	fisub	word ptr [rbp - 8]
	fisub	dword ptr [rbp - 8]
	fsub	dword ptr [r12 + 8*r13 + 2147483647]
	fsub	qword ptr [r12 + 8*r13 + 2147483647]
	fisub	word ptr [r12 + 8*r13 + 2147483647]
	fisub	dword ptr [r12 + 8*r13 + 2147483647]
	fsub	dword ptr [rip + foo]
	fsub	qword ptr [rip + foo]
	fisub	word ptr [rip + foo]
	fisub	dword ptr [rip + foo]
	fsub	dword ptr fs:[r8]
	fsub	qword ptr fs:[r8]
	fisub	word ptr fs:[r8]
	fisub	dword ptr fs:[r8]
	fsubr	st, st(0)
	fsubr	st, st(0)
	fsubp	st(0), st
	fsubr	st, st(0)
	fsubp	st(0), st
	fsubp	st(0), st
	fsubr	st, st(1)
	fsub	st(1), st
	fsubp	st(1), st
	fsubr	st, st(1)
	fsubp	st(1), st
	fsubp	st(1), st
	fsubr	st, st(3)
	fsub	st(3), st
	fsubp	st(3), st
	fsubr	st, st(3)
	fsubp	st(3), st
	fsubp	st(3), st
	fsubr	st, st(7)
	fsub	st(7), st
	fsubp	st(7), st
	fsubr	st, st(7)
	fsubp	st(7), st
	fsubp	st(7), st
	fsubp	st(1), st
	fsubr	st, st(0)
	fsubr	st, st(0)
	fsubr	dword ptr [rax]
	fsubr	qword ptr [rax]
	fisubr	word ptr [rax]
	fisubr	dword ptr [rax]
	fsubr	dword ptr [rbp - 8]
	fsubr	qword ptr [rbp - 8]
	fisubr	word ptr [rbp - 8]
	fisubr	dword ptr [rbp - 8]
	fsubr	dword ptr [r12 + 8*r13 + 2147483647]
	fsubr	qword ptr [r12 + 8*r13 + 2147483647]
	fisubr	word ptr [r12 + 8*r13 + 2147483647]
	fisubr	dword ptr [r12 + 8*r13 + 2147483647]
	fsubr	dword ptr [rip + foo]
	fsubr	qword ptr [rip + foo]
	fisubr	word ptr [rip + foo]
	fisubr	dword ptr [rip + foo]
	fsubr	dword ptr fs:[r8]
	fsubr	qword ptr fs:[r8]
	fisubr	word ptr fs:[r8]
	fisubr	dword ptr fs:[r8]
	fdiv	st, st(0)
	fdiv	st, st(0)
	fdivrp	st(0), st
	fdiv	st, st(0)
	fdivrp	st(0), st
	fdivrp	st(0), st
	fdiv	st, st(1)
	fdivr	st(1), st
	fdivrp	st(1), st
	fdiv	st, st(1)
	fdivrp	st(1), st
	fdivrp	st(1), st
	fdiv	st, st(3)
	fdivr	st(3), st
	fdivrp	st(3), st
	fdiv	st, st(3)
	fdivrp	st(3), st
	fdivrp	st(3), st
	fdiv	st, st(7)
	fdivr	st(7), st
	fdivrp	st(7), st
	fdiv	st, st(7)
	fdivrp	st(7), st
	fdivrp	st(7), st
	fdivrp	st(1), st
	fdiv	st, st(0)
	fdiv	st, st(0)
	fdiv	dword ptr [rax]
	fdiv	qword ptr [rax]
	fidiv	word ptr [rax]
	fidiv	dword ptr [rax]
	fdiv	dword ptr [rbp - 8]
	fdiv	qword ptr [rbp - 8]
	fidiv	word ptr [rbp - 8]
	fidiv	dword ptr [rbp - 8]
	fdiv	dword ptr [r12 + 8*r13 + 2147483647]
	fdiv	qword ptr [r12 + 8*r13 + 2147483647]
	fidiv	word ptr [r12 + 8*r13 + 2147483647]
	fidiv	dword ptr [r12 + 8*r13 + 2147483647]
	fdiv	dword ptr [rip + foo]
	fdiv	qword ptr [rip + foo]
	fidiv	word ptr [rip + foo]
	fidiv	dword ptr [rip + foo]
	fdiv	dword ptr fs:[r8]
	fdiv	qword ptr fs:[r8]
	fidiv	word ptr fs:[r8]
	fidiv	dword ptr fs:[r8]
	fdivr	st, st(0)
	fdivr	st, st(0)
	fdivp	st(0), st
	fdivr	st, st(0)
	fdivp	st(0), st
	fdivp	st(0), st
	fdivr	st, st(1)
	fdiv	st(1), st
	fdivp	st(1), st
	fdivr	st, st(1)
	fdivp	st(1), st
	fdivp	st(1), st
	fdivr	st, st(3)
	fdiv	st(3), st
	fdivp	st(3), st
	fdivr	st, st(3)
	fdivp	st(3), st
	fdivp	st(3), st
	fdivr	st, st(7)
	fdiv	st(7), st
	fdivp	st(7), st
	fdivr	st, st(7)
	fdivp	st(7), st
	fdivp	st(7), st
	fdivp	st(1), st
	fdivr	st, st(0)
	fdivr	st, st(0)
	fdivr	dword ptr [rax]
	fdivr	qword ptr [rax]
	fidivr	word ptr [rax]
	fidivr	dword ptr [rax]
	fdivr	dword ptr [rbp - 8]
	fdivr	qword ptr [rbp - 8]
	fidivr	word ptr [rbp - 8]
	fidivr	dword ptr [rbp - 8]
	fdivr	dword ptr [r12 + 8*r13 + 2147483647]
	fdivr	qword ptr [r12 + 8*r13 + 2147483647]
	fidivr	word ptr [r12 + 8*r13 + 2147483647]
	fidivr	dword ptr [r12 + 8*r13 + 2147483647]
	fdivr	dword ptr [rip + foo]
	fdivr	qword ptr [rip + foo]
	fidivr	word ptr [rip + foo]
	fidivr	dword ptr [rip + foo]
	fdivr	dword ptr fs:[r8]
	fdivr	qword ptr fs:[r8]
	fidivr	word ptr fs:[r8]
	fidivr	dword ptr fs:[r8]
	faddp	st(1), st
	fmulp	st(1), st
	fld	dword ptr [rax]
	fld	qword ptr [rax]
	fld	tbyte ptr [rax]
	fild	word ptr [rax]
	fild	dword ptr [rax]
	fild	qword ptr [rax]
	fbld	tbyte ptr [rax]
	fldcw	word ptr [rax]
	fldenv	[rax]
	frstor	[rax]
	fst	dword ptr [rax]
	fst	qword ptr [rax]
	fstp	dword ptr [rax]
	fstp	qword ptr [rax]
	fstp	tbyte ptr [rax]
	fist	word ptr [rax]
	fist	dword ptr [rax]
	fistp	word ptr [rax]
	fistp	dword ptr [rax]
	fistp	qword ptr [rax]
	fisttp	word ptr [rax]
	fisttp	dword ptr [rax]
	fisttp	qword ptr [rax]
	fbstp	tbyte ptr [rax]
	fnstcw	word ptr [rax]
	fnstsw	word ptr [rax]
	fnstenv	[rax]
	fnsave	[rax]
	fcom	dword ptr [rax]
	fcom	qword ptr [rax]
	fcomp	dword ptr [rax]
	fcomp	qword ptr [rax]
	ficom	word ptr [rax]
	ficom	dword ptr [rax]
	ficomp	word ptr [rax]
	ficomp	dword ptr [rax]
	fld	dword ptr [rbp - 8]
	fld	qword ptr [rbp - 8]
	fld	tbyte ptr [rbp - 8]
	fild	word ptr [rbp - 8]
	fild	dword ptr [rbp - 8]
	fild	qword ptr [rbp - 8]
	fbld	tbyte ptr [rbp - 8]
	fldcw	word ptr [rbp - 8]
	fldenv	[rbp - 8]
	frstor	[rbp - 8]
	fst	dword ptr [rbp - 8]
	fst	qword ptr [rbp - 8]
	fstp	dword ptr [rbp - 8]
	fstp	qword ptr [rbp - 8]
	fstp	tbyte ptr [rbp - 8]
	fist	word ptr [rbp - 8]
	fist	dword ptr [rbp - 8]
	fistp	word ptr [rbp - 8]
	fistp	dword ptr [rbp - 8]
	fistp	qword ptr [rbp - 8]
	fisttp	word ptr [rbp - 8]
	fisttp	dword ptr [rbp - 8]
	fisttp	qword ptr [rbp - 8]
	fbstp	tbyte ptr [rbp - 8]
	fnstcw	word ptr [rbp - 8]
	fnstsw	word ptr [rbp - 8]
	fnstenv	[rbp - 8]
	fnsave	[rbp - 8]
	fcom	dword ptr [rbp - 8]
	fcom	qword ptr [rbp - 8]
	fcomp	dword ptr [rbp - 8]
	fcomp	qword ptr [rbp - 8]
	ficom	word ptr [rbp - 8]
	ficom	dword ptr [rbp - 8]
	ficomp	word ptr [rbp - 8]
	ficomp	dword ptr [rbp - 8]
	fld	dword ptr [r12 + 8*r13 + 2147483647]
	fld	qword ptr [r12 + 8*r13 + 2147483647]
	fld	tbyte ptr [r12 + 8*r13 + 2147483647]
	fild	word ptr [r12 + 8*r13 + 2147483647]
	fild	dword ptr [r12 + 8*r13 + 2147483647]
	fild	qword ptr [r12 + 8*r13 + 2147483647]
	fbld	tbyte ptr [r12 + 8*r13 + 2147483647]
	fldcw	word ptr [r12 + 8*r13 + 2147483647]
	fldenv	[r12 + 8*r13 + 2147483647]
	frstor	[r12 + 8*r13 + 2147483647]
	fst	dword ptr [r12 + 8*r13 + 2147483647]
	fst	qword ptr [r12 + 8*r13 + 2147483647]
	fstp	dword ptr [r12 + 8*r13 + 2147483647]
	fstp	qword ptr [r12 + 8*r13 + 2147483647]
	fstp	tbyte ptr [r12 + 8*r13 + 2147483647]
	fist	word ptr [r12 + 8*r13 + 2147483647]
	fist	dword ptr [r12 + 8*r13 + 2147483647]
	fistp	word ptr [r12 + 8*r13 + 2147483647]
	fistp	dword ptr [r12 + 8*r13 + 2147483647]
	fistp	qword ptr [r12 + 8*r13 + 2147483647]
	fisttp	word ptr [r12 + 8*r13 + 2147483647]
	fisttp	dword ptr [r12 + 8*r13 + 2147483647]
	fisttp	qword ptr [r12 + 8*r13 + 2147483647]
	fbstp	tbyte ptr [r12 + 8*r13 + 2147483647]
	fnstcw	word ptr [r12 + 8*r13 + 2147483647]
	fnstsw	word ptr [r12 + 8*r13 + 2147483647]
	fnstenv	[r12 + 8*r13 + 2147483647]
	fnsave	[r12 + 8*r13 + 2147483647]
	fcom	dword ptr [r12 + 8*r13 + 2147483647]
	fcom	qword ptr [r12 + 8*r13 + 2147483647]
	fcomp	dword ptr [r12 + 8*r13 + 2147483647]
	fcomp	qword ptr [r12 + 8*r13 + 2147483647]
	ficom	word ptr [r12 + 8*r13 + 2147483647]
	ficom	dword ptr [r12 + 8*r13 + 2147483647]
	ficomp	word ptr [r12 + 8*r13 + 2147483647]
	ficomp	dword ptr [r12 + 8*r13 + 2147483647]
	fld	dword ptr [rip + foo]
	fld	qword ptr [rip + foo]
	fld	tbyte ptr [rip + foo]
	fild	word ptr [rip + foo]
	fild	dword ptr [rip + foo]
	fild	qword ptr [rip + foo]
	fbld	tbyte ptr [rip + foo]
	fldcw	word ptr [rip + foo]
	fldenv	[rip + foo]
	frstor	[rip + foo]
	fst	dword ptr [rip + foo]
	fst	qword ptr [rip + foo]
	fstp	dword ptr [rip + foo]
	fstp	qword ptr [rip + foo]
	fstp	tbyte ptr [rip + foo]
	fist	word ptr [rip + foo]
	fist	dword ptr [rip + foo]
	fistp	word ptr [rip + foo]
	fistp	dword ptr [rip + foo]
	fistp	qword ptr [rip + foo]
	fisttp	word ptr [rip + foo]
	fisttp	dword ptr [rip + foo]
	fisttp	qword ptr [rip + foo]
	fbstp	tbyte ptr [rip + foo]
	fnstcw	word ptr [rip + foo]
	fnstsw	word ptr [rip + foo]
	fnstenv	[rip + foo]
	fnsave	[rip + foo]
	fcom	dword ptr [rip + foo]
	fcom	qword ptr [rip + foo]
	fcomp	dword ptr [rip + foo]
	fcomp	qword ptr [rip + foo]
	ficom	word ptr [rip + foo]
	ficom	dword ptr [rip + foo]
	ficomp	word ptr [rip + foo]
	ficomp	dword ptr [rip + foo]
	fld	dword ptr fs:[r8]
	fld	qword ptr fs:[r8]
	fld	tbyte ptr fs:[r8]
	fild	word ptr fs:[r8]
	fild	dword ptr fs:[r8]
	fild	qword ptr fs:[r8]
	fbld	tbyte ptr fs:[r8]
	fldcw	word ptr fs:[r8]
	fldenv	fs:[r8]
	frstor	fs:[r8]
	fst	dword ptr fs:[r8]
	fst	qword ptr fs:[r8]
	fstp	dword ptr fs:[r8]
	fstp	qword ptr fs:[r8]
	fstp	tbyte ptr fs:[r8]
	fist	word ptr fs:[r8]
	fist	dword ptr fs:[r8]
	fistp	word ptr fs:[r8]
	fistp	dword ptr fs:[r8]
	fistp	qword ptr fs:[r8]
	fisttp	word ptr fs:[r8]
	fisttp	dword ptr fs:[r8]
	fisttp	qword ptr fs:[r8]
	fbstp	tbyte ptr fs:[r8]
	fnstcw	word ptr fs:[r8]
	fnstsw	word ptr fs:[r8]
	fnstenv	fs:[r8]
	fnsave	fs:[r8]
	fcom	dword ptr fs:[r8]
	fcom	qword ptr fs:[r8]
	fcomp	dword ptr fs:[r8]
	fcomp	qword ptr fs:[r8]
	ficom	word ptr fs:[r8]
	ficom	dword ptr fs:[r8]
	ficomp	word ptr fs:[r8]
	ficomp	dword ptr fs:[r8]
	fld	st(0)
	fst	st(0)
	fstp	st(0)
	fxch	st(0)
	ffree	st(0)
	ffreep	st(0)
	fcom	st(0)
	fcomp	st(0)
	fucom	st(0)
	fucomp	st(0)
	fcomi	st, st(0)
	fcompi	st, st(0)
	fucomi	st, st(0)
	fucompi	st, st(0)
	fcompi	st, st(0)
	fucompi	st, st(0)
	fcmovb	st, st(0)
	fcmove	st, st(0)
	fcmovbe	st, st(0)
	fcmovu	st, st(0)
	fcmovnb	st, st(0)
	fcmovne	st, st(0)
	fcmovnbe	st, st(0)
	fcmovnu	st, st(0)
	fld	st(1)
	fst	st(1)
	fstp	st(1)
	fxch	st(1)
	ffree	st(1)
	ffreep	st(1)
	fcom	st(1)
	fcomp	st(1)
	fucom	st(1)
	fucomp	st(1)
	fcomi	st, st(1)
	fcompi	st, st(1)
	fucomi	st, st(1)
	fucompi	st, st(1)
	fcompi	st, st(1)
	fucompi	st, st(1)
	fcmovb	st, st(1)
	fcmove	st, st(1)
	fcmovbe	st, st(1)
	fcmovu	st, st(1)
	fcmovnb	st, st(1)
	fcmovne	st, st(1)
	fcmovnbe	st, st(1)
	fcmovnu	st, st(1)
	fld	st(2)
	fst	st(2)
	fstp	st(2)
	fxch	st(2)
	ffree	st(2)
	ffreep	st(2)
	fcom	st(2)
	fcomp	st(2)
	fucom	st(2)
	fucomp	st(2)
	fcomi	st, st(2)
	fcompi	st, st(2)
	fucomi	st, st(2)
	fucompi	st, st(2)
	fcompi	st, st(2)
	fucompi	st, st(2)
	fcmovb	st, st(2)
	fcmove	st, st(2)
	fcmovbe	st, st(2)
	fcmovu	st, st(2)
	fcmovnb	st, st(2)
	fcmovne	st, st(2)
	fcmovnbe	st, st(2)
	fcmovnu	st, st(2)
	fld	st(3)
	fst	st(3)
	fstp	st(3)
	fxch	st(3)
	ffree	st(3)
	ffreep	st(3)
	fcom	st(3)
	fcomp	st(3)
	fucom	st(3)
	fucomp	st(3)
	fcomi	st, st(3)
	fcompi	st, st(3)
	fucomi	st, st(3)
	fucompi	st, st(3)
	fcompi	st, st(3)
	fucompi	st, st(3)
	fcmovb	st, st(3)
	fcmove	st, st(3)
	fcmovbe	st, st(3)
	fcmovu	st, st(3)
	fcmovnb	st, st(3)
	fcmovne	st, st(3)
	fcmovnbe	st, st(3)
	fcmovnu	st, st(3)
	fld	st(4)
	fst	st(4)
	fstp	st(4)
	fxch	st(4)
	ffree	st(4)
	ffreep	st(4)
	fcom	st(4)
	fcomp	st(4)
	fucom	st(4)
	fucomp	st(4)
	fcomi	st, st(4)
	fcompi	st, st(4)
	fucomi	st, st(4)
	fucompi	st, st(4)
	fcompi	st, st(4)
	fucompi	st, st(4)
	fcmovb	st, st(4)
	fcmove	st, st(4)
	fcmovbe	st, st(4)
	fcmovu	st, st(4)
	fcmovnb	st, st(4)
	fcmovne	st, st(4)
	fcmovnbe	st, st(4)
	fcmovnu	st, st(4)
	fld	st(5)
	fst	st(5)
	fstp	st(5)
	fxch	st(5)
	ffree	st(5)
	ffreep	st(5)
	fcom	st(5)
	fcomp	st(5)
	fucom	st(5)
	fucomp	st(5)
	fcomi	st, st(5)
	fcompi	st, st(5)
	fucomi	st, st(5)
	fucompi	st, st(5)
	fcompi	st, st(5)
	fucompi	st, st(5)
	fcmovb	st, st(5)
	fcmove	st, st(5)
	fcmovbe	st, st(5)
	fcmovu	st, st(5)
	fcmovnb	st, st(5)
	fcmovne	st, st(5)
	fcmovnbe	st, st(5)
	fcmovnu	st, st(5)
	fld	st(6)
	fst	st(6)
	fstp	st(6)
	fxch	st(6)
	ffree	st(6)
	ffreep	st(6)
	fcom	st(6)
	fcomp	st(6)
	fucom	st(6)
	fucomp	st(6)
	fcomi	st, st(6)
	fcompi	st, st(6)
	fucomi	st, st(6)
	fucompi	st, st(6)
	fcompi	st, st(6)
	fucompi	st, st(6)
	fcmovb	st, st(6)
	fcmove	st, st(6)
	fcmovbe	st, st(6)
	fcmovu	st, st(6)
	fcmovnb	st, st(6)
	fcmovne	st, st(6)
	fcmovnbe	st, st(6)
	fcmovnu	st, st(6)
	fld	st(7)
	fst	st(7)
	fstp	st(7)
	fxch	st(7)
	ffree	st(7)
	ffreep	st(7)
	fcom	st(7)
	fcomp	st(7)
	fucom	st(7)
	fucomp	st(7)
	fcomi	st, st(7)
	fcompi	st, st(7)
	fucomi	st, st(7)
	fucompi	st, st(7)
	fcompi	st, st(7)
	fucompi	st, st(7)
	fcmovb	st, st(7)
	fcmove	st, st(7)
	fcmovbe	st, st(7)
	fcmovu	st, st(7)
	fcmovnb	st, st(7)
	fcmovne	st, st(7)
	fcmovnbe	st, st(7)
	fcmovnu	st, st(7)
	fcomi	st, st(2)
	fcomi	st, st(0)
	fcompi	st, st(2)
	fcompi	st, st(0)
	fucomi	st, st(2)
	fucomi	st, st(0)
	fucompi	st, st(2)
	fucompi	st, st(0)
	fld	st(0)
	fxch	st(1)
	fcom	st(1)
	fcomp	st(1)
	fucom	st(1)
	fucomp	st(1)
	fcomi	st, st(1)
	fcompi	st, st(1)
	fucomi	st, st(1)
	fucompi	st, st(1)
	fnstsw	ax
	fnstsw	ax
	fabs
	fchs
	ftst
	fxam
	fld1
	fldl2t
	fldl2e
	fldpi
	fldlg2
	fldln2
	fldz
	f2xm1
	fyl2x
	fptan
	fpatan
	fxtract
	fprem1
	fdecstp
	fincstp
	fprem
	fyl2xp1
	fsqrt
	fsincos
	frndint
	fscale
	fsin
	fcos
	fucompp
	fnclex
	fninit
	fcompp
	fnop
	wait
	wait
