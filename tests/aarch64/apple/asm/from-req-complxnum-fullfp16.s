// mattr: +complxnum,+fullfp16
fcadd.4h v30, v30, v17, #270
fcadd.8h v6, v12, v7, #90
fcmla.4h v4, v1, v27, #0
fcmla.4h v7, v2, v11[1], #0
fcmla.8h v29, v24, v29, #0
fcmla.8h v0, v22, v26[1], #270
