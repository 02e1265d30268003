// without mops mte: each line is rejected
setge	[x4]!, x25!, x23
setgen	[x22]!, x20!, x19
setget	[x20]!, x7!, x16
setgetn	[x3]!, x29!, x27
setgm	[x21]!, x6!, x19
setgmn	[x6]!, x21!, x13
setgmt	[x24]!, x28!, x23
setgmtn	[x9]!, x2!, x0
setgp	[x8]!, x17!, x0
setgpn	[x2]!, x7!, x28
setgpt	[x2]!, x30!, x16
setgptn	[x29]!, x11!, x15
