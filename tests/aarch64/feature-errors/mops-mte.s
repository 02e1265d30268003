// without mops mte: each line is rejected
setge	[x22]!, x1!, x0
setgen	[x1]!, x7!, x27
setget	[x7]!, x11!, x9
setgetn	[x4]!, x29!, x19
setgm	[x6]!, x18!, x4
setgmn	[x20]!, x29!, x18
setgmt	[x13]!, x21!, x22
setgmtn	[x14]!, x27!, x6
setgp	[x4]!, x7!, x29
setgpn	[x14]!, x3!, x5
setgpt	[x0]!, x23!, x22
setgptn	[x22]!, x27!, x29
