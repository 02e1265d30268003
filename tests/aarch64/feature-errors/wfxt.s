// without wfxt: each line is rejected
wfet	x1
wfit	x9
