// without wfxt: each line is rejected
wfet	x30
wfit	xzr
