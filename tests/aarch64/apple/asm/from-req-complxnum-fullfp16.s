// mattr: +complxnum,+fullfp16
fcadd.4h v19, v29, v26, #90
fcadd.8h v29, v12, v25, #90
fcmla.4h v10, v9, v23, #0
fcmla.4h v10, v20, v11[1], #180
fcmla.8h v9, v6, v8, #0
fcmla.8h v24, v30, v19[2], #0
