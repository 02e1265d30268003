// without wfxt: each line is rejected
wfet	x17
wfit	x16
