; reads: tabs, trailing comments and comments inside a switch table
define	i32	@f(i32	%x)	{
entry:
	switch	i32	%x,	label	%d	[	; the table
		i32	1,	label	%a	; one
		; a comment line inside the table
		i32	2,	label	%b
	],	!prof	!0	; weights
d:
	ret	i32	0
a:
	ret	i32	1
b:
	ret	i32	2
}
!0	=	!{!"branch_weights",	i32	1,	i32	2,	i32	3}	; end
