// without mops mte: each line is rejected
setge	[x25]!, x7!, x1
setgen	[x8]!, x19!, x22
setget	[x16]!, x5!, x12
setgetn	[x25]!, x26!, x27
setgm	[x28]!, x22!, x16
setgmn	[x20]!, x11!, x9
setgmt	[x9]!, x22!, x11
setgmtn	[x20]!, x7!, x0
setgp	[x15]!, x29!, x25
setgpn	[x28]!, x27!, x9
setgpt	[x26]!, x3!, x27
setgptn	[x27]!, x1!, x7
